import type {SidebarItems} from './types';

const cloud: SidebarItems = [
  {
    type: 'category',
    label: 'DataHub Cloud',
    link: {type: 'doc', id: 'managed-datahub/managed-datahub-overview'},
    items: [
      {
        type: 'category',
        label: 'Remote Executor',
        items: ['managed-datahub/remote-executor/about'],
      },
    ],
  },
];
export default cloud;
