import React, {type ReactNode} from 'react';
import Mobile from '@theme-original/DocSidebar/Mobile';
import type MobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useMobileMenuWanted} from '@site/src/theme/Navbar/MobileSidebar/wanted';

type Props = WrapperProps<typeof MobileType>;

/**
 * The docs sidebar of the phone menu panel is handed to the panel only once the panel is wanted
 * (src/theme/Navbar/MobileSidebar). Handing it over sorts its props with `localeCompare`, whose first call
 * loads the ICU collation data: on a phone's first visit that was the costliest single step of hydration.
 */
export default function MobileWrapper(props: Props): ReactNode {
  return useMobileMenuWanted() ? <Mobile {...props} /> : null;
}
