import type {SidebarItems} from './types';

const quickGuide = (platform: string, label: string) => ({
  type: 'category' as const,
  label,
  link: {type: 'doc' as const, id: `quick-ingestion-guides/${platform}/overview`},
  items: [`quick-ingestion-guides/${platform}/setup`, `quick-ingestion-guides/${platform}/configuration`],
});

const ingestion: SidebarItems = [
  {
    type: 'category',
    label: 'Metadata Ingestion',
    link: {type: 'doc', id: 'metadata-ingestion/index'},
    items: [
      'metadata-ingestion/recipe_overview',
      'metadata-ingestion/source_overview',
      'cli',
      'metadata-ingestion/cli-ingestion',
      'ui-ingestion',
      'metadata-ingestion/examples',
      {
        type: 'category',
        label: 'Quick Ingestion Guides',
        items: [
          quickGuide('snowflake', 'Snowflake'),
          quickGuide('bigquery', 'BigQuery'),
          quickGuide('redshift', 'Redshift'),
          quickGuide('looker', 'Looker'),
          quickGuide('powerbi', 'Power BI'),
          quickGuide('tableau', 'Tableau'),
        ],
      },
      {
        type: 'category',
        label: 'Scheduling',
        link: {type: 'doc', id: 'metadata-ingestion/schedule_docs/intro'},
        items: [
          'metadata-ingestion/schedule_docs/datahub',
          'metadata-ingestion/schedule_docs/cron',
          'metadata-ingestion/schedule_docs/airflow',
          'metadata-ingestion/schedule_docs/kubernetes',
        ],
      },
      {
        type: 'category',
        label: 'Sinks',
        link: {type: 'doc', id: 'metadata-ingestion/sink_overview'},
        items: [
          'metadata-ingestion/sink_docs/datahub',
          'metadata-ingestion/sink_docs/metadata-file',
          'metadata-ingestion/sink_docs/console',
        ],
      },
      {
        type: 'category',
        label: 'Transformers',
        link: {type: 'doc', id: 'metadata-ingestion/docs/transformer/intro'},
        items: [
          'metadata-ingestion/docs/transformer/dataset_transformer',
          'metadata-ingestion/docs/transformer/universal_transformers',
          'metadata-ingestion/docs/dev_guides/adding-transformer',
        ],
      },
      {
        type: 'category',
        label: 'Ingestion Features',
        items: [
          'metadata-ingestion/docs/dev_guides/stateful',
          'metadata-ingestion/docs/dev_guides/sql_profiles',
          'metadata-ingestion/docs/dev_guides/classification',
          'metadata-ingestion/docs/dev_guides/lineage_urn_casing',
          'metadata-ingestion/docs/dev_guides/reporting_telemetry',
        ],
      },
      {
        type: 'category',
        label: 'Developing Connectors',
        items: [
          'metadata-ingestion/adding-source',
          'metadata-ingestion/developing',
          'metadata-ingestion/docs/dev_guides/add_stateful_ingestion_to_source',
          'metadata-ingestion/docs/dev_guides/profiling_ingestions',
        ],
      },
      'metadata-ingestion/integration_docs/great-expectations',
      'metadata-ingestion-security',
      'datahub_lite',
      'iceberg-catalog',
    ],
  },
];
export default ingestion;
