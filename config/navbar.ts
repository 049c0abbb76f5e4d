import type {Navbar} from '@docusaurus/theme-common';
import {archivedVersionUrl, archivedVersions} from './versions';
import {datahubRepoUrl} from './site';
import {communitySlackUrl, marketingSiteUrl} from './links';

/** The navbar: version dropdown left; Docs, Integrations, icons, locale right. */
export const navbar = {
  hideOnScroll: false,
  logo: {
    alt: 'DataHub logo',
    src: 'img/datahub-logo-color-light-horizontal.svg',
    srcDark: 'img/datahub-logo-color-dark-horizontal.svg',
    href: marketingSiteUrl,
    target: '_self',
    width: 128,
    height: 32,
  },
  items: [
    {
      type: 'docsVersionDropdown',
      position: 'left',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator"><span class="dropdown-heading">Archived versions</span>'},
        ...archivedVersions.map((version) => ({label: version, href: archivedVersionUrl(version)})),
      ],
    },
    {to: '/docs', label: 'Docs', position: 'right', activeBaseRegex: '^/docs(/|$)'},
    {to: '/integrations', label: 'Integrations', position: 'right'},
    {
      href: communitySlackUrl,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--slack',
      'aria-label': 'Join the DataHub community on Slack',
    },
    {
      href: datahubRepoUrl,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--github',
      'aria-label': 'DataHub on GitHub',
    },
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies Omit<Navbar, 'style'>;
