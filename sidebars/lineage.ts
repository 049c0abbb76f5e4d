import type {SidebarItems} from './types';

const lineage: SidebarItems = [
  {
    type: 'category',
    label: 'Lineage Integrations',
    items: [
      'lineage/airflow',
      'metadata-integration/java/acryl-spark-lineage',
      'lineage/dagster',
      'lineage/prefect',
      'lineage/openlineage',
      'lineage/sql_parsing',
      'lineage/manual-lineage',
      {
        type: 'category',
        label: 'Java Integrations',
        items: ['metadata-integration/java/as-a-library', 'metadata-integration/java/datahub-protobuf'],
      },
    ],
  },
];
export default lineage;
