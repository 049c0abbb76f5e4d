/**
 * The Markdown twin of the docs home (/docs/, a site page rather than a doc): the page's own text (title, lead, the
 * task cards with their links, the versions note) from the data the page renders, followed by the section index of
 * llms.txt, so an agent reading `/docs.md` gets what a reader of `/docs/` sees plus where to go next.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteUrl} from '../../config/site';
import {docsLandingText, docsSections} from '../../src/components/DocsLanding/sections';

const absolute = (to: string) => `${siteUrl.replace(/\/+$/, '')}${to}`;

/** Releases the two docs versions document, as the page shows them (generated/docs-versions.json). */
function releases(siteDir: string): {next: string; frozen: string} {
  const file = path.join(siteDir, 'generated', 'docs-versions.json');
  const versions = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {release: string}>;
  const next = versions.current?.release;
  const frozen = versions['1.1.0']?.release;
  if (!next || !frozen) throw new Error(`${file}: no release for "current" or "1.1.0"; run \`npm run generate\``);
  return {next, frozen};
}

/** `sectionIndex` is the "## Documentation sections" block of llms.txt (and what follows it). */
export function renderDocsHomeTwin(siteDir: string, sectionIndex: string): string {
  const text = docsLandingText;
  const {next, frozen} = releases(siteDir);
  const cards = docsSections.map((section) =>
    [
      `### [${section.title}](${absolute(section.to)})`,
      '',
      section.description,
      '',
      ...section.links.map((link) => `- [${link.label}](${absolute(link.to)})`),
    ].join('\n'),
  );
  const versions = text.versionsText.replace('{next}', next).replace('{frozen}', frozen);
  return [
    `# ${text.title}`,
    text.lead,
    `${text.searchLabel}: ${absolute('/search')} (add \`?q=\` and your words to the address).`,
    '## Start by task',
    ...cards,
    `## ${text.versionsTitle}`,
    versions,
    text.versionLinks.map((link) => `- [${link.label}](${absolute(link.to)})`).join('\n'),
    sectionIndex.trim(),
  ]
    .join('\n\n')
    .concat('\n');
}
