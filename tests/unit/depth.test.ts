import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {headingIds} from '../../scripts/lib/markdown';
import {fillInsertsOfPage} from '../../scripts/lib/inserts';
import {MIN_COVERAGE, coverage, loadDepthRecords} from '../depth/record';

const root = fileURLToPath(new URL('../..', import.meta.url));
const records = loadDepthRecords(root);

describe('depth record (tests/depth/)', () => {
  it('has one record per route', () => {
    const routes = records.map((r) => r.route);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  for (const record of records) {
    describe(`${record.file} (${record.route})`, () => {
      it('maps every covered topic to a heading of the page', () => {
        expect(fs.existsSync(`${root}/${record.page}`), `${record.page} does not exist`).toBe(true);
        // As readers see the page: with the generated lists of an authored page filled in.
        const page = fillInsertsOfPage(root, record.page, fs.readFileSync(`${root}/${record.page}`, 'utf8'));
        const ids = new Set(headingIds(page));
        const missing = record.topics.flatMap((t) => ('anchor' in t && !ids.has(t.anchor) ? [t.anchor] : []));
        expect(missing, `anchors not found among the headings of ${record.page}`).toEqual([]);
      });

      it(`covers at least ${MIN_COVERAGE * 100}% of the counterpart's live topics`, () => {
        expect(coverage(record)).toBeGreaterThanOrEqual(MIN_COVERAGE);
      });
    });
  }
});

describe('coverage', () => {
  it('counts a missing topic against the page and leaves obsolete ones out', () => {
    const topics = [
      {topic: 'Covered', anchor: 'a'},
      {topic: 'Gone', obsolete: 'removed in an old release'},
      {topic: 'Not written', missing: 'needs a section on it'},
    ];
    expect(coverage({topics})).toBe(0.5);
    expect(coverage({topics: topics.slice(0, 2)})).toBe(1);
    expect(coverage({topics: topics.slice(0, 2).concat(Array(7).fill(topics[0]), [topics[2]!])})).toBeLessThan(
      MIN_COVERAGE,
    );
  });
});

describe('headingIds', () => {
  it('makes ids as Docusaurus does', () => {
    const page = [
      '## Metrics and `JMX`',
      '### Metrics and JMX',
      '## Custom id {#my-id}',
      '```md',
      '## not a heading',
      '```',
      '## [Linked](https://example.com) *text* Ünïcode',
    ].join('\n');
    expect(headingIds(page)).toEqual(['metrics-and-jmx', 'metrics-and-jmx-1', 'my-id', 'linked-text-ünïcode']);
  });
});
