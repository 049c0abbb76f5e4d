import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {loadConnectors} from '../../scripts/generate/connectors/load';
import {
  brandIconFor,
  DATAHUB_OWN,
  DEVICON_ICONS,
  LOGOS_SET_ICONS,
  logoSvg,
  PLATFORM_FILES,
} from '../../scripts/generate/connectors/logos';
import {renderCodeSpans} from '../../src/components/Integrations/inlineCode';

const connectors = loadConnectors(process.cwd());

/**
 * Platforms whose brand is in none of the openly licensed sources the site uses (simple-icons, SVG Logos,
 * Devicon, the files in static/img/platforms/); their cards show the neutral mark of their platform type.
 * LDAP is a protocol, not a brand: it has a neutral directory-tree mark of its own. A new connector without a
 * logo fails here: map it in scripts/generate/connectors/logos.ts, or add it to this list after checking the
 * sources.
 */
const WITHOUT_BRAND_LOGO = [
  'delta-lake',
  'dremio',
  'fivetran',
  'great-expectations',
  'iceberg',
  'ldap',
  'mode',
  'openlineage',
  'preset',
  'sigma',
  'vertica',
];

describe('platform logos', () => {
  it('only the listed platforms lack a brand logo', () => {
    const missing = connectors.filter((c) => !brandIconFor(c.id)).map((c) => c.id);
    expect(missing.sort()).toEqual([...WITHOUT_BRAND_LOGO].sort());
  });

  it('every mapping names an existing connector', () => {
    const ids = new Set(connectors.map((c) => c.id));
    for (const id of [
      ...Object.keys(LOGOS_SET_ICONS),
      ...Object.keys(DEVICON_ICONS),
      ...PLATFORM_FILES,
      ...DATAHUB_OWN,
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('every logo file is a well-formed, self-contained SVG with a title', () => {
    for (const c of connectors) {
      const {svg} = logoSvg(c);
      expect(svg, c.id).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d.]+ [\d.]+ [\d.]+ [\d.]+" role="img"><title>[^<]+<\/title>/,
      );
      expect(svg.trimEnd().endsWith('</svg>'), c.id).toBe(true);
      // No script, no event handlers, no external references.
      expect(svg, c.id).not.toMatch(/<script|\son\w+=|href="(?!#)|url\((?!#)/i);
      // Tags balance: every opened element is closed (self-closing ones count as closed).
      const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>|<[a-zA-Z]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-zA-Z][^>]*>/g) ?? []).length;
      expect(opened, c.id).toBe(closed);
      // Ids used by gradients and clip paths are referenced inside the file only.
      for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg, c.id).toContain(`id="${ref[1]}"`);
    }
  });

  it('titles an iconify mark with the connector name', () => {
    const tableau = connectors.find((c) => c.id === 'tableau');
    expect(tableau && logoSvg(tableau).svg).toContain('<title>Tableau</title>');
    const file = connectors.find((c) => c.id === 'metadata-file');
    expect(file && logoSvg(file).svg).toContain('<title>DataHub</title>');
    const feast = connectors.find((c) => c.id === 'feast');
    expect(feast && logoSvg(feast).svg).toContain('<title>Feast</title>');
  });

  it('keeps the source and licence comment of a mark kept as a file', () => {
    for (const id of PLATFORM_FILES) {
      const c = connectors.find((x) => x.id === id);
      const comment = /<!-- ([^>]*) -->/.exec(c ? logoSvg(c).svg : '')?.[1] ?? '';
      expect(comment, id).toContain('npm package');
      expect(comment, id).toMatch(/MIT License|Apache License 2\.0|CC BY 4\.0|CC0/);
    }
  });
});

describe('card summaries', () => {
  const html = (text: string) => renderToStaticMarkup(createElement('p', null, renderCodeSpans(text)));

  it('renders code spans as <code> and escapes everything else', () => {
    expect(html('written by the `file` sink')).toBe('<p>written by the <code>file</code> sink</p>');
    expect(html('`a` and `<b>`')).toBe('<p><code>a</code> and <code>&lt;b&gt;</code></p>');
    expect(html('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('keeps an unpaired backtick as written', () => {
    expect(html('one ` tick')).toBe('<p>one ` tick</p>');
    expect(html('`a` then `b')).toBe('<p><code>a</code> then `b</p>');
  });
});
