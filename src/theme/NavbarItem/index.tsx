import React, {type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import StaticBody from '@site/src/hydration/StaticBody';
import {isNarrowWindow, liveWhenWide} from '@site/src/hydration/narrowWindow';

type Props = WrapperProps<typeof NavbarItemType>;

/**
 * On a phone the navbar's own items (version dropdown, Docs, Integrations, icon links, language) are hidden by CSS
 * and shown by the phone menu instead; hydrating them, dropdown menus included, was about a third of a phone's
 * first render. There they keep the server's markup, and become live when the window is widened to
 * desktop, where they show. Items of the phone menu and items inside a dropdown menu (a `<li>`, where a wrapper
 * element would be invalid) render as before.
 */
export default function NavbarItemWrapper(props: Props): ReactNode {
  const item = <NavbarItem {...props} />;
  if (props.mobile || ('isDropdownItem' in props && props.isDropdownItem)) return item;
  return (
    <StaticBody pageId="navbar-item" staticIf={isNarrowWindow} liveWhen={liveWhenWide} asContents>
      {item}
    </StaticBody>
  );
}
