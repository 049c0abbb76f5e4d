import type {Footer} from '@docusaurus/theme-common';
import {datahubRepoUrl} from './site';
import {blogUrl, communitySlackUrl, demoUrl, featureRequestsUrl, roadmapUrl, youtubeUrl} from './links';

/** The footer: Docs, Community and More columns and the copyright line. */
export const footer = {
  style: 'light',
  logo: {
    alt: 'DataHub logo',
    src: 'img/datahub-logo-color-light-horizontal.svg',
    srcDark: 'img/datahub-logo-color-dark-horizontal.svg',
    href: 'https://datahub.com',
    width: 128,
    height: 32,
  },
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Introduction', to: 'docs/'},
        {label: 'Quickstart', to: 'docs/quickstart'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Slack', href: communitySlackUrl},
        {label: 'YouTube', href: youtubeUrl},
        {label: 'Blog', href: blogUrl},
        {label: 'Town Halls', to: 'docs/townhalls'},
        {label: 'Customer Stories', to: 'adoption-stories'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Demo', href: demoUrl},
        {label: 'Roadmap', href: roadmapUrl},
        {label: 'Contributing', to: 'docs/contributing'},
        {label: 'GitHub', href: datahubRepoUrl},
        {label: 'Feature Requests', href: featureRequestsUrl},
      ],
    },
  ],
  copyright: `Copyright © 2015-2025 DataHub Project Authors. Built with Docusaurus.`,
} satisfies Footer;
