import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import movedPages, {loadMovedPages, MOVED_PAGES_FILE, pageExists} from '../../scripts/generate/movedPages';
import {DataError} from '../../scripts/generate/types';
import {movedTarget, queryFromPath, sitePath, versionTagOf} from '../../src/components/Helpful404/lookup';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A repository root with one authored page, one connector and one site page. */
function fixture(yaml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moved-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('docs/deploy/kubernetes.md', '# K8s\n');
  write('docs/authentication/index.md', '# Auth\n');
  write('data/connectors/kafka.yaml', 'id: kafka\n');
  write('src/pages/integrations.tsx', 'export default 1;\n');
  write(MOVED_PAGES_FILE, yaml);
  return dir;
}

describe('data/moved-pages.yaml', () => {
  it('is valid: every target exists and no source is a page', () => {
    const moves = loadMovedPages(root);
    expect(moves.length).toBeGreaterThanOrEqual(5);
    expect(moves).toContainEqual({from: '/docs/saas', to: '/docs/managed-datahub/managed-datahub-overview'});
    for (const move of moves) {
      expect(pageExists(root, move.to), move.to).toBe(true);
      expect(pageExists(root, move.from), move.from).toBe(false);
    }
  });

  it('generates moved-pages.json and no pages', async () => {
    const out = await movedPages.run(root);
    expect(out.docs).toEqual([]);
    expect(out.data?.[0]?.path).toBe('moved-pages.json');
    expect(JSON.parse(out.data?.[0]?.content ?? '[]')).toEqual(loadMovedPages(root));
  });
});

describe('page existence', () => {
  const dir = fixture('[]\n');
  it.each([
    ['/docs/deploy/kubernetes', true],
    ['/docs/authentication', true],
    ['/docs/generated/ingestion/sources/kafka', true],
    ['/integrations', true],
    ['/docs/deploy/helm', false],
    ['/docs/generated/ingestion/sources/nope', false],
    ['/nowhere', false],
  ])('%s -> %s', (sitePathname, exists) => {
    expect(pageExists(dir, sitePathname)).toBe(exists);
  });
});

describe('validation errors', () => {
  const error = (yaml: string) => {
    try {
      loadMovedPages(fixture(yaml));
    } catch (e) {
      return e;
    }
    return undefined;
  };

  it('rejects a target that is not a page', () => {
    const e = error('- from: /docs/old\n  to: /docs/deploy/helm\n');
    expect(e).toBeInstanceOf(DataError);
    expect((e as Error).message).toMatch(/field "\[0\]\.to": no page at \/docs\/deploy\/helm/);
  });

  it('rejects a source that is still a page', () => {
    expect((error('- from: /docs/deploy/kubernetes\n  to: /integrations\n') as Error).message).toMatch(
      /"\[0\]\.from".*is an existing page/,
    );
  });

  it('rejects duplicates, bad paths and unknown fields', () => {
    expect((error('- {from: /a, to: /integrations}\n- {from: /a, to: /integrations}\n') as Error).message).toMatch(
      /"\[1\]\.from".*duplicate/,
    );
    expect((error('- {from: /a/, to: /integrations}\n') as Error).message).toMatch(/"\[0\]\.from"/);
    expect((error('- {from: /a, to: /integrations, note: x}\n') as Error).message).toMatch(/\[0\]/);
  });
});

describe('404 lookups', () => {
  const moves = [{from: '/docs/saas', to: '/docs/managed-datahub/managed-datahub-overview'}];

  it('normalises the requested path', () => {
    expect(sitePath('/docs/saas/', '/')).toBe('/docs/saas');
    expect(sitePath('/base/docs/saas.html', '/base/')).toBe('/docs/saas');
    expect(sitePath('/docs/a%20b', '/')).toBe('/docs/a b');
  });

  it('finds the new path of a moved page, with the base URL', () => {
    expect(movedTarget('/docs/saas', '/', moves)).toBe('/docs/managed-datahub/managed-datahub-overview');
    expect(movedTarget('/base/docs/saas/', '/base/', moves)).toBe(
      '/base/docs/managed-datahub/managed-datahub-overview',
    );
    expect(movedTarget('/docs/saas/more', '/', moves)).toBeUndefined();
  });

  it('makes a query of the words of the path', () => {
    expect(queryFromPath('/docs/deploy/kubernete', '/')).toBe('deploy kubernete');
    expect(queryFromPath('/docs/1.1.0/how/auth/add_users.html', '/')).toBe('how auth add users');
  });

  it('scopes suggestions to the version of the path', () => {
    expect(versionTagOf('/docs/1.1.0/quickstart', '/', ['1.1.0'])).toBe('docs-default-1.1.0');
    expect(versionTagOf('/docs/quickstart', '/', ['1.1.0'])).toBe('docs-default-current');
    expect(versionTagOf('/docs/9.9.9/quickstart', '/', ['1.1.0'])).toBe('docs-default-current');
  });
});
