import type {SidebarItems} from './types';

const sdk: SidebarItems = [
  {
    type: 'category',
    label: 'Python SDK',
    link: {type: 'doc', id: 'python-sdk/index'},
    items: [
      'python-sdk/sdk-v2',
      'python-sdk/builder',
      'python-sdk/clients',
      'metadata-ingestion/as-a-library',
      'python-sdk/models',
      'python-sdk/urns',
    ],
  },
  {
    type: 'category',
    label: 'Java SDK v2',
    link: {type: 'doc', id: 'metadata-integration/java/as-a-library-v2'},
    items: [
      'metadata-integration/java/docs/sdk-v2/getting-started',
      'metadata-integration/java/docs/sdk-v2/client',
      'metadata-integration/java/docs/sdk-v2/entities-overview',
      {
        type: 'category',
        label: 'Entities',
        items: [
          'metadata-integration/java/docs/sdk-v2/dataset-entity',
          'metadata-integration/java/docs/sdk-v2/chart-entity',
          'metadata-integration/java/docs/sdk-v2/dashboard-entity',
          'metadata-integration/java/docs/sdk-v2/container-entity',
          'metadata-integration/java/docs/sdk-v2/dataflow-entity',
          'metadata-integration/java/docs/sdk-v2/datajob-entity',
          'metadata-integration/java/docs/sdk-v2/mlmodel-entity',
          'metadata-integration/java/docs/sdk-v2/mlmodelgroup-entity',
        ],
      },
      'metadata-integration/java/docs/sdk-v2/patch-operations',
      'metadata-integration/java/docs/sdk-v2/migration-from-v1',
      'metadata-integration/java/docs/sdk-v2/design-principles',
    ],
  },
];
export default sdk;
