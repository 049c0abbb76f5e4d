import type {SidebarItems} from './types';

/** The feature groups; sidebars.ts puts them directly under the "Features" section. */
const features: SidebarItems = [
  {
    type: 'category',
    label: 'Discovery',
    items: [
      'how/search',
      'features/feature-guides/views',
      'features/feature-guides/search-access-controls',
      'browsev2/browse-paths-v2',
      'features/feature-guides/documentation',
      'features/dataset-usage-and-query-history',
      'features/feature-guides/personal-settings',
      'posts',
    ],
  },
  {
    type: 'category',
    label: 'Lineage',
    items: ['features/feature-guides/lineage', 'features/feature-guides/ui-lineage'],
  },
  {
    type: 'category',
    label: 'Act on Metadata',
    link: {type: 'doc', id: 'act-on-metadata/index'},
    items: ['act-on-metadata/impact-analysis'],
  },
  {
    type: 'category',
    label: 'Metadata Health',
    items: ['schema-history', 'sync-status'],
  },
  {
    type: 'category',
    label: 'Custom Metadata',
    items: [
      'features/feature-guides/properties/overview',
      'features/feature-guides/properties/create-a-property',
      'features/feature-guides/compliance-forms/overview',
      'features/feature-guides/compliance-forms/create-a-form',
      'features/feature-guides/compliance-forms/complete-a-form',
      'features/feature-guides/compliance-forms/analytics',
      'features/feature-guides/access-roles',
    ],
  },
];
export default features;
