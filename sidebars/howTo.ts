import type {SidebarItems} from './types';

const howTo: SidebarItems = [
  {
    type: 'category',
    label: 'How-To Guides',
    items: [
      'how/add-user-data',
      'how/delete-metadata',
      'how/add-custom-ingestion-source',
      'how/add-custom-data-platform',
      'how/extract-container-logs',
    ],
  },
];
export default howTo;
