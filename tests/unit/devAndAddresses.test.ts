import {describe, expect, it} from 'vitest';
import {includedVersions} from '../../config/versions';
import {cleanAddress} from '../../src/utils/cleanAddress';

describe('cleanAddress (x.html and x/index.html lead to x)', () => {
  it('strips .html and /index.html, keeps the base URL for the home page', () => {
    expect(cleanAddress('/integrations.html', '/')).toBe('/integrations');
    expect(cleanAddress('/learn/data-mesh/index.html', '/')).toBe('/learn/data-mesh');
    expect(cleanAddress('/docs/1.1.0/quickstart.html', '/')).toBe('/docs/1.1.0/quickstart');
    expect(cleanAddress('/index.html', '/')).toBe('/');
    expect(cleanAddress('/site/index.html', '/site/')).toBe('/site/');
    expect(cleanAddress('/site/docs.html', '/site/')).toBe('/site/docs');
  });

  it('leaves other paths and the not-found page alone', () => {
    expect(cleanAddress('/integrations', '/')).toBeUndefined();
    expect(cleanAddress('/docs/quickstart.md', '/')).toBeUndefined();
    expect(cleanAddress('/404.html', '/')).toBeUndefined();
    expect(cleanAddress('/site/404.html', '/site/')).toBeUndefined();
  });
});

describe('includedVersions (docs versions loaded by the docs plugin)', () => {
  it('loads every version in a build, only the current one in development unless asked', () => {
    expect(includedVersions({NODE_ENV: 'production'})).toBeUndefined();
    expect(includedVersions({NODE_ENV: 'development'})).toEqual(['current']);
    expect(includedVersions({NODE_ENV: 'development', DOCS_VERSIONS: 'all'})).toBeUndefined();
    expect(includedVersions({NODE_ENV: 'development', DOCS_VERSIONS: 'current, 1.1.0'})).toEqual(['current', '1.1.0']);
  });
});
