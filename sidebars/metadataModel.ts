import type {SidebarItems} from './types';

const metadataModel: SidebarItems = [
  {
    type: 'category',
    label: 'Metadata Model and Architecture',
    link: {type: 'doc', id: 'metadata-modeling/metadata-model'},
    items: [
      'metadata-modeling/extending-the-metadata-model',
      'metadata-standards',
      {
        type: 'category',
        label: 'Architecture',
        link: {type: 'doc', id: 'architecture/architecture'},
        items: [
          'architecture/metadata-ingestion',
          'architecture/metadata-serving',
          'architecture/docker-containers',
          'datahub-frontend',
        ],
      },
      {
        type: 'category',
        label: 'Metadata Service',
        link: {type: 'doc', id: 'metadata-service/index'},
        items: ['metadata-jobs/mce-consumer-job', 'metadata-jobs/mae-consumer-job'],
      },
    ],
  },
];
export default metadataModel;
