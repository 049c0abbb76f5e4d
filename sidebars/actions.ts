import type {SidebarItems} from './types';

const actions: SidebarItems = [
  {
    type: 'category',
    label: 'Actions Framework',
    link: {type: 'doc', id: 'actions/index'},
    items: [
      'actions/concepts',
      'actions/quickstart',
      {
        type: 'category',
        label: 'Event Sources',
        items: ['actions/sources/kafka-event-source', 'actions/sources/datahub-cloud-event-source'],
      },
      {
        type: 'category',
        label: 'Events',
        items: ['actions/events/entity-change-event', 'actions/events/metadata-change-log-event'],
      },
      {
        type: 'category',
        label: 'Actions',
        items: [
          'actions/actions/hello_world',
          'actions/actions/executor',
          'actions/actions/slack',
          'actions/actions/teams',
        ],
      },
      {
        type: 'category',
        label: 'Guides',
        items: ['actions/guides/developing-an-action', 'actions/guides/developing-a-transformer'],
      },
    ],
  },
];
export default actions;
