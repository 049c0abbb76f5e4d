import type {SidebarItems} from './types';

const sdk: SidebarItems = [
  {
    type: 'category',
    label: 'Python SDK',
    link: {type: 'doc', id: 'python-sdk/index'},
    items: ['python-sdk/sdk-v2', 'python-sdk/builder', 'python-sdk/clients', 'python-sdk/models', 'python-sdk/urns'],
  },
];
export default sdk;
