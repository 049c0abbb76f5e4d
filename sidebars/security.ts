import type {SidebarItems} from './types';

/**
 * The "Security" section of sidebars.ts (whose own page is security/index): authentication and authorization, then the
 * security pages themselves.
 */
const security: SidebarItems = [
  {
    type: 'category',
    label: 'Authentication',
    link: {type: 'doc', id: 'authentication/index'},
    items: [
      'authentication/concepts',
      'authentication/changing-default-credentials',
      'authentication/guides/add-users',
      'authentication/guides/jaas',
      {
        type: 'category',
        label: 'Single sign-on (OIDC)',
        link: {type: 'doc', id: 'authentication/guides/sso/configure-oidc-react'},
        items: [
          'authentication/guides/sso/initialize-oidc',
          'authentication/guides/sso/configure-oidc-okta',
          'authentication/guides/sso/configure-oidc-azure',
          'authentication/guides/sso/configure-oidc-google',
          'authentication/guides/sso/configure-oidc-keycloak',
          'authentication/guides/sso/configure-oidc-behind-proxy',
        ],
      },
      'authentication/introducing-metadata-service-authentication',
      'authentication/personal-access-tokens',
      'authentication/service-accounts',
    ],
  },
  {
    type: 'category',
    label: 'Authorization',
    link: {type: 'doc', id: 'authorization/index'},
    items: [
      'authorization/roles',
      'authorization/policies',
      'authorization/access-policies-guide',
      'authorization/groups',
      'how/configuring-authorization-with-apache-ranger',
    ],
  },
  'security/security-stance',
  'docker/ingestion-executor-security',
];
export default security;
