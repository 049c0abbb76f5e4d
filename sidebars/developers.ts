import type {SidebarItems} from './types';

const developers: SidebarItems = [
  {
    type: 'category',
    label: 'Developer Guides',
    link: {type: 'doc', id: 'developers'},
    items: [
      'plugins',
      'rfc',
      'datahub-graphql-core',
      'api/graphql/graphql-endpoint-development',
      'datahub-web-react',
      'ai-tools',
    ],
  },
];
export default developers;
