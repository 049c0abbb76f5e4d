import type {SidebarItems} from './types';

const governance: SidebarItems = [
  {
    type: 'category',
    label: 'Governance',
    items: [
      'domains',
      'dataproducts',
      'glossary/business-glossary',
      'tags',
      'businessattributes',
      'ownership/ownership-types',
      'platform-instances',
      'tests/metadata-tests',
      {
        type: 'category',
        label: 'Automations',
        link: {type: 'doc', id: 'automations/overview'},
        items: [
          'automations/docs-propagation',
          'automations/glossary-term-propagation',
          'automations/snowflake-tag-propagation',
          'automations/snowflake-metadata-sync',
          'automations/bigquery-metadata-sync',
          'automations/databricks-metadata-sync',
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Data Quality',
    items: [
      {
        type: 'category',
        label: 'Assertions',
        link: {type: 'doc', id: 'assertions/overview'},
        items: [
          'assertions/freshness',
          'assertions/volume',
          'assertions/column',
          'assertions/schema',
          'assertions/custom-sql',
        ],
      },
      'incidents/incidents',
    ],
  },
];
export default governance;
