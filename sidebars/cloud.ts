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
        items: [
          'managed-datahub/remote-executor/about',
          'managed-datahub/remote-executor/configuring',
          'managed-datahub/remote-executor/monitoring',
        ],
      },
      {
        type: 'category',
        label: 'Observe',
        link: {type: 'doc', id: 'managed-datahub/observe/overview'},
        items: [
          'managed-datahub/observe/assertions',
          'managed-datahub/observe/freshness-assertions',
          'managed-datahub/observe/volume-assertions',
          'managed-datahub/observe/column-assertions',
          'managed-datahub/observe/custom-sql-assertions',
          'managed-datahub/observe/schema-assertions',
          'managed-datahub/observe/smart-assertions',
          'managed-datahub/observe/data-health-dashboard',
          'managed-datahub/observe/data-contract',
        ],
      },
      {
        type: 'category',
        label: 'Govern',
        items: ['managed-datahub/approval-workflows', 'managed-datahub/metadata-tests'],
      },
      {
        type: 'category',
        label: 'Collaborate',
        items: [
          'managed-datahub/subscription-and-notification',
          'managed-datahub/slack/saas-slack-setup',
          'managed-datahub/slack/saas-slack-app',
        ],
      },
    ],
  },
];
export default cloud;
