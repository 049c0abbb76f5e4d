import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderDocsHomeTwin} from '../../scripts/postbuild/docsHomeTwin';
import {docsLandingText, docsSections} from '../../src/components/DocsLanding/sections';

const root = path.resolve(import.meta.dirname, '../..');
const page = fs.readFileSync(path.join(root, 'src/components/DocsLanding/index.tsx'), 'utf8');

describe('the docs home twin', () => {
  it('uses the sentences the page shows (literal messages in DocsLanding/index.tsx)', () => {
    const literals = [
      docsLandingText.title,
      docsLandingText.lead,
      docsLandingText.searchLabel,
      docsLandingText.versionsTitle,
      docsLandingText.versionsText,
    ];
    // Prettier may wrap a long message: compare with whitespace collapsed.
    const flat = page.replace(/\s+/g, ' ');
    for (const text of literals) expect(flat).toContain(text);
    for (const link of docsLandingText.versionLinks)
      expect(page).toContain(`<Link to="${link.to}">${link.label}</Link>`);
  });

  it('holds every card with its description and links, the versions and the section index', () => {
    const twin = renderDocsHomeTwin(root, '## Documentation sections\n\n- [Getting Started](x): 3 pages\n');
    expect(twin.startsWith(`# ${docsLandingText.title}\n\n${docsLandingText.lead}\n`)).toBe(true);
    for (const section of docsSections) {
      expect(twin).toContain(`### [${section.title}](https://docs.datahub.com${section.to})\n\n${section.description}`);
      for (const link of section.links) expect(twin).toContain(`- [${link.label}](https://docs.datahub.com${link.to})`);
    }
    expect(twin).toMatch(/These pages \(Next\) document DataHub v\d[\w.]*, the newest release\./);
    expect(twin).not.toContain('{next}');
    expect(twin.trimEnd().endsWith('- [Getting Started](x): 3 pages')).toBe(true);
  });
});
