import type {SidebarItems} from './types';

const community: SidebarItems = [
  {
    type: 'category',
    label: 'Community',
    items: [
      'slack',
      'townhalls',
      'townhall-history',
      'contributing',
      'code_of_conduct',
      'roadmap',
      'releases',
      'links',
    ],
  },
];
export default community;
