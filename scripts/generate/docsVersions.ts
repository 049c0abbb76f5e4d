/**
 * The `docsVersions` family: writes generated/docs-versions.json from data/versions.yaml, so that the site's own
 * pages (the /docs landing page) name the release each docs version documents from the same source as the docs.
 */
import {VERSIONS_FILE, loadVersions} from '../lib/versions';
import type {FamilyGenerator, FamilyOutput} from './types';

/** One entry of generated/docs-versions.json, keyed by docs version (`current` for Next). */
export interface DocsVersionSummary {
  release: string;
  cli: string;
  helmChart: string | null;
}

const docsVersionsGenerator: FamilyGenerator = {
  name: 'docsVersions',
  inputs: [VERSIONS_FILE, 'versions.json'],
  run(root: string): FamilyOutput {
    const summary: Record<string, DocsVersionSummary> = Object.fromEntries(
      loadVersions(root).map((v) => [v.docsVersion, {release: v.release, cli: v.cli, helmChart: v.helmChart}]),
    );
    return {docs: [], data: [{path: 'docs-versions.json', content: `${JSON.stringify(summary, null, 2)}\n`}]};
  },
};

export default docsVersionsGenerator;
