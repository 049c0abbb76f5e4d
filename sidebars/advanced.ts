import type {SidebarItems} from './types';

const advanced: SidebarItems = [
  {
    type: 'category',
    label: 'Advanced Guides',
    items: [
      {
        type: 'category',
        label: 'Writing Metadata',
        items: [
          'advanced/mcp-mcl',
          'advanced/writing-mcps',
          'advanced/partial-update',
          'advanced/patch',
          'advanced/api-tracing',
        ],
      },
      {
        type: 'category',
        label: 'Modelling',
        items: [
          'advanced/pdl-best-practices',
          'advanced/high-cardinality',
          'advanced/entity-hierarchy',
          'advanced/field-path-spec-v2',
          'advanced/derived-aspects',
        ],
      },
      {
        type: 'category',
        label: 'Storage and Indices',
        items: [
          'advanced/aspect-versioning',
          'advanced/db-retention',
          'advanced/backfilling',
          'advanced/browse-paths-upgrade',
          'advanced/bootstrap-mcps',
        ],
      },
      {
        type: 'category',
        label: 'Observability',
        items: ['advanced/monitoring', 'advanced/micrometer', 'advanced/micrometer-best-practices'],
      },
    ],
  },
];
export default advanced;
