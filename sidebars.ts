/**
 * The current version's sidebar, `overviewSidebar`: one module per area in sidebars/, in reading
 * order, with the sidebars of the generated families (written by `npm run generate` to
 * generated/sidebars/<family>.json) inserted where they belong.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {SidebarItems} from './sidebars/types';
import gettingStarted from './sidebars/gettingStarted';
import features from './sidebars/features';
import governance from './sidebars/governance';
import ingestion from './sidebars/ingestion';
import lineage from './sidebars/lineage';
import actions from './sidebars/actions';
import api from './sidebars/api';
import sdk from './sidebars/sdk';
import metadataModel from './sidebars/metadataModel';
import deploy from './sidebars/deploy';
import security from './sidebars/security';
import cloud from './sidebars/cloud';
import advanced from './sidebars/advanced';
import developers from './sidebars/developers';
import howTo from './sidebars/howTo';
import troubleshooting from './sidebars/troubleshooting';
import community from './sidebars/community';

/** Items of a generated family; empty before the first `npm run generate`. */
function generated(family: string): SidebarItems {
  const file = path.join(process.cwd(), 'generated/sidebars', `${family}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SidebarItems) : [];
}

type Category = Extract<SidebarItems[number], {type: 'category'}>;

/**
 * One top-level section of the sidebar: the area modules' categories become its sub-categories, so a reader scans at
 * most a dozen sections in one look while every page stays where its area module put it. A module whose single
 * category already is the section (e.g. Actions) is used as it is.
 */
function section(label: string, link: Category['link'] | undefined, ...areas: SidebarItems[]): Category {
  return {type: 'category', label, ...(link ? {link} : {}), collapsed: true, items: areas.flat()};
}

/** The spec's category index pages: generated-index layout at /docs/category/<slug>. */
const generatedIndex = (slug: string, description: string): Category['link'] => ({
  type: 'generated-index',
  slug: `/category/${slug}`,
  description,
});

const sidebars: SidebarsConfig = {
  overviewSidebar: [
    ...gettingStarted,
    section(
      'Features',
      generatedIndex('features', 'What DataHub does for discovery, governance and data quality, feature by feature.'),
      features,
      governance,
    ),
    section('Ingestion', undefined, ingestion, generated('connectors')),
    section('Lineage', undefined, lineage, generated('lineage')),
    ...actions,
    section('APIs and SDKs', undefined, api, generated('graphql'), sdk),
    section('Metadata Model', undefined, metadataModel, generated('entities')),
    section(
      'Deployment and Operations',
      generatedIndex(
        'deployment-guides',
        'Run DataHub yourself: Docker, Kubernetes and the clouds, then operate, monitor, upgrade and troubleshoot it.',
      ),
      deploy,
      troubleshooting,
    ),
    section('Security', {type: 'doc', id: 'security/index'}, security),
    section(
      'DataHub Cloud',
      {type: 'doc', id: 'managed-datahub/managed-datahub-overview'},
      cloud,
      generated('releaseNotes'),
    ),
    section('Developers', undefined, developers, advanced, howTo),
    section(
      'Community',
      generatedIndex(
        'community',
        'Meet the DataHub community: Slack, town halls, the roadmap, releases and how to contribute.',
      ),
      community,
    ),
  ],
};

export default sidebars;
