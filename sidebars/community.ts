import type {SidebarItems} from './types';

const community: SidebarItems = [
  {
    type: 'category',
    label: 'Community',
    items: ['contributing', 'townhalls'],
  },
];
export default community;
