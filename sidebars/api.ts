import type {SidebarItems} from './types';

const api: SidebarItems = [
  {
    type: 'category',
    label: 'APIs',
    link: {type: 'doc', id: 'api/datahub-apis'},
    items: [
      {
        type: 'category',
        label: 'GraphQL API',
        link: {type: 'doc', id: 'api/graphql/overview'},
        items: [
          'api/graphql/getting-started',
          'api/graphql/how-to-set-up-graphql',
          'api/graphql/pagination-and-search',
          'api/graphql/mutations',
          'api/graphql/token-management',
          'api/graphql/graphql-best-practices',
        ],
      },
      'api/openapi/openapi-usage-guide',
      {
        type: 'category',
        label: 'Rest.li API',
        link: {type: 'doc', id: 'api/restli/restli-overview'},
        items: [
          'api/restli/restore-indices',
          'api/restli/get-index-sizes',
          'api/restli/truncate-time-series-aspect',
          'api/restli/get-elastic-task-status',
          'api/restli/evaluate-tests',
        ],
      },
      'dev-guides/timeline',
      {
        type: 'category',
        label: 'API Tutorials',
        items: [
          'api/tutorials/datasets',
          'api/tutorials/tags',
          'api/tutorials/terms',
          'api/tutorials/owners',
          'api/tutorials/domains',
          'api/tutorials/descriptions',
          'api/tutorials/custom-properties',
          'api/tutorials/structured-properties',
          'api/tutorials/deprecation',
          'api/tutorials/lineage',
          'api/tutorials/containers',
          'api/tutorials/data-products',
          'api/tutorials/users-and-groups',
          'api/tutorials/assertions',
          'api/tutorials/incidents',
          'api/tutorials/forms',
          'api/tutorials/ml',
          'api/tutorials/mlmodel-mlmodelgroup',
          'api/tutorials/ml_feature_store',
          'api/tutorials/dashboard-chart',
          'api/tutorials/dataflow-datajob',
        ],
      },
    ],
  },
];
export default api;
