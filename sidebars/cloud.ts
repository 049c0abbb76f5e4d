import type {SidebarItems} from './types';

/** The DataHub Cloud groups; sidebars.ts puts them under the "DataHub Cloud" section, whose page is the overview. */
const cloud: SidebarItems = [
  {
    type: 'category',
    label: 'Remote Executor',
    items: [
      'managed-datahub/remote-executor/about',
      'managed-datahub/remote-executor/configuring',
      'managed-datahub/remote-executor/monitoring',
      'managed-datahub/remote-executor/best-practices',
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
    items: [
      'managed-datahub/approval-workflows',
      'managed-datahub/change-proposals',
      'managed-datahub/metadata-tests',
      {
        type: 'category',
        label: 'Workflows',
        items: [
          'managed-datahub/workflows/access-workflows',
          'managed-datahub/workflows/action-workflows',
          'managed-datahub/workflows/action-workflows-tutorial',
          'managed-datahub/workflows/action-workflows-reference',
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Collaborate',
    items: [
      'managed-datahub/subscription-and-notification',
      'managed-datahub/slack/saas-slack-setup',
      'managed-datahub/slack/saas-slack-app',
      'managed-datahub/slack/saas-slack-troubleshoot',
      'managed-datahub/chrome-extension',
    ],
  },
  {
    type: 'category',
    label: 'Administration',
    items: [
      'managed-datahub/integrations/oidc-sso-integration',
      'managed-datahub/smtp-email',
      'managed-datahub/upgrade_core_to_cloud',
    ],
  },
  {
    type: 'category',
    label: 'Cloud APIs and events',
    items: [
      'managed-datahub/datahub-api/graphql-api/getting-started',
      'managed-datahub/datahub-api/entity-events-api',
      'managed-datahub/operator-guide/setting-up-events-api-on-aws-eventbridge',
    ],
  },
];
export default cloud;
