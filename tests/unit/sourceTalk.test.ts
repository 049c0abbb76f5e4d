import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SOURCE_TALK, findSourceTalk} from '../../scripts/check/sourceTalk';
import {checkSourceTalk} from '../../scripts/check/content';

/** For every rule, sentences it must catch (the phrasings found in the docs before the rule existed). */
const CAUGHT: Record<string, string[]> = {
  'declared-capability': [
    'Works through `profiling.enabled`; not a declared capability.',
    'Table and column comments; no declared capability.',
  ],
  'declares-capability': [
    'Feature types of feature groups; the source declares no capability for it.',
    'No `TAGS` capability is declared; tags come from S3 bucket tags.',
    'Source tables as job inputs; the source declares only the column-level capability.',
  ],
  'declared-by': ['Not declared by the source; Snowflake owner roles are not mapped.', 'Declared as not supported.'],
  'declared-note': [
    '  tableLineage: {supported: true, notes: "Declared: on by default."}',
    '| Column lineage | Yes | Declared capability, through `include_column_lineage`. |',
  ],
  'reference-talk': [
    'The newest generated reference no longer lists the capability.',
    "DataHub's current reference says the built-in classifier was removed.",
    "A user with these privileges, per DataHub's reference:",
  ],
  'the-note-says': [
    'The note says it had been in beta for over six months.',
    'the note advises processing all pending MCPs before upgrading.',
    "the note's rough estimate is one hour per 2.3 million entities.",
  ],
  'recent-releases': [
    '    description: Recent releases. Skip dynamic tables.',
    'description: "Number of items scanned per table. Recent releases only."',
  ],
  'unnamed-releases': [
    'Recent releases publish Micrometer metrics under `/actuator/prometheus`.',
    'Newer releases mark it deprecated in favour of `sizeInMb`.',
    'Older CLI releases call the same controller at `/openapi/timeline/v1`.',
    'The default batch size depends on the release.',
  ],
  'build-talk': [
    'This page is generated from the GraphQL schema files in `graphql/` - edit the SDL there, not this page.',
  ],
  'upstream-text': [
    'The newest upstream monitoring guide says that the images set `MANAGEMENT_SERVER_PORT`.',
    'Read the upstream `docs/how/updating-datahub.md` changelog.',
    'Upstream DataHub describes this feature as under active development.',
    'The upstream documentation notes that stateful ingestion is not supported.',
    'features that upstream documents as OpenSearch-only',
  ],
  'the-original': ['As the original page explains, the flag is experimental.'],
  'source-code-says': ['The source code declares the capability as optional.'],
  'file-name-heading': ['## step queries', '## files input objects', 'Defined in `graphql/step.graphql`.'],
};

/** Text that must pass: lineage "upstream", users declaring things, originals that are data. */
const CLEAN = [
  'Walk upstream from a dashboard to the raw sources and the jobs in between.',
  'Ingest the upstream platform first so the SQL parser can resolve `SELECT *`.',
  'The upstream dataset URN built by the parser must equal the one the upstream source created.',
  'Optionally include **upstream** assets: you are then notified when an upstream table changes.',
  'Objects referenced by lookup fields become upstreams with `use_referenced_entities_as_upstreams`.',
  '| Declared inputs and outputs | Lineage between datasets and tasks |',
  'Lineage declared in the file is written as it is; `preserve_upstream` keeps existing upstream edges.',
  '"Similarity to the original text; closer to 1 is more similar."',
  'Set it to false when URNs must keep the original casing.',
  'Contributing a generally useful entity upstream avoids maintaining a fork.',
  '## Onboarding steps queries',
  '  tags: {supported: true, notes: "Object and column tags when `extract_tags` is `with_lineage`."}',
  'The town hall covers the latest release and what is planned next.',
  'Pin an older release of the package if your Prefect server is 2.x.',
  'Search results note the number of matches.',
];

describe('source-talk rule', () => {
  it('has a test sentence for every rule', () => {
    expect(Object.keys(CAUGHT).sort()).toEqual(SOURCE_TALK.map((r) => r.id).sort());
  });

  for (const rule of SOURCE_TALK) {
    it(`catches ${rule.id}`, () => {
      for (const sentence of CAUGHT[rule.id] ?? []) {
        const ids = findSourceTalk(sentence).map((h) => h.rule.id);
        expect(ids, sentence).toContain(rule.id);
      }
    });
  }

  it('passes DataHub lineage "upstream" and other legitimate uses', () => {
    for (const sentence of CLEAN) expect(findSourceTalk(sentence), sentence).toEqual([]);
  });

  it('gives every rule a fix hint', () => {
    for (const rule of SOURCE_TALK) expect(rule.hint.length, rule.id).toBeGreaterThan(10);
  });

  it('names the file, the line and the phrase, in pages, data and schema files', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'source-talk-'));
    try {
      fs.mkdirSync(path.join(root, 'docs'), {recursive: true});
      fs.mkdirSync(path.join(root, 'data', 'connectors'), {recursive: true});
      fs.writeFileSync(
        path.join(root, 'docs', 'page.md'),
        '# Page\n\nUpstream tables feed it.\n\nThe upstream guide says so.\n',
      );
      fs.writeFileSync(
        path.join(root, 'data', 'connectors', 'x.yaml'),
        'capabilities:\n  usage: {supported: true, notes: "Declared capability."}\n',
      );
      const problems = checkSourceTalk(root);
      expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([
        'docs/page.md:5',
        'data/connectors/x.yaml:2',
        'data/connectors/x.yaml:2',
      ]);
      expect(problems[0]!.message).toContain('"upstream guide"');
      expect(problems[0]!.message).toContain('state what DataHub does');
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('finds nothing in the repository', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const problems = checkSourceTalk(root, ['docs', 'versioned_docs', 'data', 'graphql']);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });
});
