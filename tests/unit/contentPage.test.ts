import {describe, expect, it} from 'vitest';
import {checkPage, LEGACY_ADMONITION_TITLE, type Validators} from '../../scripts/check/content';

const none: Validators = {recipe: () => [], graphql: () => []};
const page = (body: string) =>
  `---\ntitle: T\ndescription: A page.\n---\n\n${'DataHub keeps metadata about datasets. '.repeat(70)}\n\n${body}\n`;

describe('check:content, admonitions', () => {
  it('fails an admonition whose title is written after a space (Docusaurus 3 prints it as text)', () => {
    const problems = checkPage('docs/x.md', page(':::info DataHub Cloud\nOnly in Cloud.\n:::'), none);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [8, 'admonition title without brackets: write ":::type[Title]" (":::info DataHub Cloud")'],
    ]);
  });

  it('passes bracketed titles, untitled admonitions and other directives', () => {
    for (const line of [':::info[DataHub Cloud]', ':::warning', '::::tabs{group="deploy"}', ':::tab{label="CLI"}']) {
      expect(LEGACY_ADMONITION_TITLE.test(line), line).toBe(false);
    }
    expect(LEGACY_ADMONITION_TITLE.test('  ::::note Nested title')).toBe(true);
  });
});
