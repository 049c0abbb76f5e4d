import {describe, expect, it} from 'vitest';
import * as framework from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {
  getActiveDocContext,
  getDocVersionSuggestions,
  pathKey,
} from '../../src/plugins/activeDocLookup/docsClientUtils';

/** Docs data shaped like the site's: a current version at /docs and a frozen one at /docs/1.1.0. */
function docsData(): GlobalPluginData {
  const doc = (id: string, path: string) => ({id, path, sidebar: 'overviewSidebar'});
  return {
    path: '/docs',
    breadcrumbs: true,
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/docs',
        mainDocId: 'features',
        docs: [
          doc('features', '/docs/'),
          doc('quickstart', '/docs/quickstart'),
          doc('graphql/objects', '/docs/graphql/objects'),
          doc('api/restli/restore-indices', '/docs/api/restli/restore-indices'),
          doc('only-next', '/docs/only-next'),
        ],
        draftIds: [],
        sidebars: {},
      },
      {
        name: '1.1.0',
        label: '1.1.0',
        isLast: false,
        path: '/docs/1.1.0',
        mainDocId: 'features',
        docs: [doc('features', '/docs/1.1.0/'), doc('quickstart', '/docs/1.1.0/quickstart')],
        draftIds: [],
        sidebars: {},
      },
    ],
  } as unknown as GlobalPluginData;
}

const PATHS = [
  '/docs',
  '/docs/',
  '/docs/quickstart',
  '/docs/quickstart/',
  '/docs/QuickStart',
  '/docs/graphql/objects',
  '/docs/api/restli/restore-indices',
  '/docs/only-next',
  '/docs/category/features',
  '/docs/1.1.0',
  '/docs/1.1.0/',
  '/docs/1.1.0/quickstart',
  '/docs/1.1.0/only-next',
  '/integrations',
  '/',
];

describe('active doc lookup (src/plugins/activeDocLookup)', () => {
  it.each(PATHS)('answers like the docs plugin for %s', (pathname) => {
    const data = docsData();
    expect(getActiveDocContext(data, pathname)).toEqual(framework.getActiveDocContext(data, pathname));
    expect(getDocVersionSuggestions(data, pathname)).toEqual(framework.getDocVersionSuggestions(data, pathname));
  });

  it('finds a doc and its other versions', () => {
    const context = getActiveDocContext(docsData(), '/docs/1.1.0/quickstart');
    expect(context.activeVersion?.name).toBe('1.1.0');
    expect(context.activeDoc?.id).toBe('quickstart');
    expect(Object.keys(context.alternateDocVersions).sort()).toEqual(['1.1.0', 'current']);
  });

  it('ignores case and one final slash, as the router pattern does', () => {
    expect(pathKey('/docs/QuickStart/')).toBe('/docs/quickstart');
    expect(pathKey('/')).toBe('/');
  });

  it('falls back to the framework when a doc path holds pattern characters', () => {
    const data = docsData();
    data.versions[0]!.docs.push({id: 'odd', path: '/docs/odd(1)', sidebar: 'overviewSidebar'} as never);
    for (const pathname of ['/docs/odd(1)', '/docs/odd1', '/docs/quickstart']) {
      expect(getActiveDocContext(data, pathname)).toEqual(framework.getActiveDocContext(data, pathname));
    }
  });
});
