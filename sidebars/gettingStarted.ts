import type {SidebarItems} from './types';

const gettingStarted: SidebarItems = [
  {
    type: 'category',
    label: 'Getting Started',
    collapsed: false,
    items: ['features', 'introduction', 'quickstart'],
  },
  {
    type: 'category',
    label: 'Core Concepts',
    link: {type: 'doc', id: 'what-is-datahub/datahub-concepts'},
    items: [
      'what/urn',
      'what/entity',
      'what/aspect',
      'what/relationship',
      'what/graph',
      'what/mxe',
      'what/gms',
      'what/search-document',
      'what/search-index',
      'what/snapshot',
      'what/delta',
      'what/gma',
    ],
  },
];
export default gettingStarted;
