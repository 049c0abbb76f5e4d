/**
 * The current version's sidebar, `overviewSidebar`: one module per area in sidebars/, in reading
 * order, with the sidebars of the generated families (written by `npm run generate` to
 * genDocs/_sidebars/<family>.json) inserted where they belong.
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
  const file = path.join(process.cwd(), 'genDocs/_sidebars', `${family}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SidebarItems) : [];
}

const sidebars: SidebarsConfig = {
  overviewSidebar: [
    ...gettingStarted,
    ...features,
    ...governance,
    ...ingestion,
    ...generated('connectors'),
    ...lineage,
    ...generated('lineage'),
    ...actions,
    ...api,
    ...generated('graphql'),
    ...sdk,
    ...metadataModel,
    ...generated('entities'),
    ...deploy,
    ...security,
    ...cloud,
    ...generated('releaseNotes'),
    ...advanced,
    ...developers,
    ...howTo,
    ...troubleshooting,
    ...community,
  ],
};

export default sidebars;
