import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The items of one sidebar: what every module in this folder exports. */
export type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;
