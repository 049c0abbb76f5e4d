import React, {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {setMobileMenuWanted, useMobileMenuWanted} from './wanted';

type Props = WrapperProps<typeof MobileSidebarType>;

/** Events that announce a press of the menu button, in time to build the panel before the click opens it. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
const TOGGLE = '.navbar__toggle';

/**
 * The phone menu panel (every navbar item and the whole docs sidebar again) is built when the reader reaches
 * for the menu button, not right after hydration, where it was the largest render of a phone's first visit
 * (less total blocking time). Built on the first pointer, touch or focus on the button, the panel exists before the click
 * opens it, so it slides in as before; a click with no such event (script) builds and opens it at once.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const wanted = useMobileMenuWanted();
  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setMobileMenuWanted();
    };
    for (const type of INTENT) document.addEventListener(type, onIntent, {passive: true, capture: true});
    return () => {
      for (const type of INTENT) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [wanted, shouldRender]);
  // Once opened, the panel stays built, so that closing it slides it out.
  useEffect(() => {
    if (shown) setMobileMenuWanted();
  }, [shown]);
  if (!wanted && !shown) return null;
  return <MobileSidebar {...props} />;
}
