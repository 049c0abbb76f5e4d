import type {SidebarItems} from './types';

const deploy: SidebarItems = [
  {
    type: 'category',
    label: 'Deployment',
    link: {type: 'doc', id: 'deploy/index'},
    items: [
      {
        type: 'category',
        label: 'Docker',
        link: {type: 'doc', id: 'docker/index'},
        items: ['docker/development', 'docker/datahub-upgrade', 'docker/bundled-ingestion-venvs'],
      },
      'deploy/kubernetes',
      'deploy/aws',
      'deploy/azure',
      'deploy/gcp',
      'deploy/confluent-cloud',
      'how/kafka-config',
      'deploy/environment-vars',
      'deploy/telemetry',
    ],
  },
  {
    type: 'category',
    label: 'Operating DataHub',
    items: [
      'how/updating-datahub',
      'how/backup-datahub',
      'how/restore-indices',
      'how/load-indices',
      'how/migrating-graph-service-implementation',
      'how/migrating-elasticsearch-opensearch',
      'deploy/search-index-maintenance',
      'deploy/monitoring',
      'deploy/scaling',
    ],
  },
];
export default deploy;
