import type {SidebarItems} from './types';

const troubleshooting: SidebarItems = [
  {
    type: 'category',
    label: 'Troubleshooting',
    items: ['troubleshooting/quickstart', 'troubleshooting/general', 'troubleshooting/build'],
  },
];
export default troubleshooting;
