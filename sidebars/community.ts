import type {SidebarItems} from './types';

/** The community pages; sidebars.ts puts them directly under the "Community" section. */
const community: SidebarItems = [
  'slack',
  'townhalls',
  'townhall-history',
  'contributing',
  'code_of_conduct',
  'roadmap',
  'releases',
  'links',
];
export default community;
