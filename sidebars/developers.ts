import type {SidebarItems} from './types';

const developers: SidebarItems = [
  {
    type: 'category',
    label: 'Developer Guides',
    link: {type: 'doc', id: 'developers'},
    items: ['plugins', 'rfc'],
  },
];
export default developers;
