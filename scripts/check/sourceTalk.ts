/**
 * The "product's voice" rule of `npm run check:content`: pages speak about DataHub, never about where their
 * text came from (DataHub's own documentation, the source code of a connector, a release note, the GraphQL
 * files of this repository) or how the page was built. Each entry below is one kind of source-talk, with the
 * reason it is banned and a short hint for the rewrite.
 *
 * "upstream" alone is NOT banned: upstream datasets, jobs and assets are a DataHub lineage concept. Only
 * "upstream" naming a text (guide, docs, changelog, reference ...) is.
 */

export interface SourceTalkRule {
  id: string;
  pattern: RegExp;
  hint: string;
}

export const SOURCE_TALK: SourceTalkRule[] = [
  // Connector pages: whether the connector's code carries a capability decorator is how it is written, not what
  // the reader gets. "declared capability", "no declared capability", "not a declared capability".
  {
    id: 'declared-capability',
    pattern: /\bdeclared capabilit(?:y|ies)\b/i,
    hint: 'say what the source extracts and which option turns it on, or say nothing',
  },
  // "the source declares no capability for it", "declares only the column-level capability",
  // "No `TAGS` capability is declared", "no capability of its own is declared".
  {
    id: 'declares-capability',
    pattern:
      /\bdeclares? (?:no|only|a|an|the)\b[^.;]{0,40}\bcapabilit(?:y|ies)\b|\bcapabilit(?:y|ies)(?: of its own)? (?:is|are) declared\b/i,
    hint: 'say what the source extracts and which option turns it on, or say nothing',
  },
  // "Declared as not supported", "declared as a capability", "Declared by the source", "not declared by the
  // source", "declared in DataHub's reference".
  {
    id: 'declared-by',
    pattern:
      /\bdeclared (?:as (?:not supported|unsupported|a capability|optional)|by the (?:source|dbt)|in DataHub's)\b/i,
    hint: 'state whether the feature works and how to turn it on',
  },
  // A capability note that opens with "Declared" / "Not declared" (YAML `notes:` or the rendered table cell).
  // Not banned: "Declared inputs and outputs" and other uses of the verb for what users declare.
  {
    id: 'declared-note',
    pattern: /notes: "?(?:Not )?Declared\b|\| (?:Not )?Declared(?:[:;,.]|(?: capability| for| as| by| in)\b)/,
    hint: 'start the note with what the source does',
  },
  // DataHub's reference pages as a source: "the newest generated reference", "DataHub's current reference says",
  // "DataHub's own reference page for the source".
  {
    id: 'reference-talk',
    pattern:
      /\bgenerated reference\b|\b(?:newest|current|latest) (?:generated |upstream )?reference (?:page |for \w+ )?(?:says|said|lists|listed|no longer|shows|shown|describes|for)\b|\bDataHub's (?:own |current |newest |generated )*reference(?: page)?\b/i,
    hint: 'state the fact for the version the page documents',
  },
  // Release notes describing the note they were written from: "the note says / advises / warns / recommends",
  // "the note's rough estimate", "The note is titled".
  {
    id: 'the-note-says',
    pattern:
      /\bthe (?:release )?note(?:'s rough estimate| is titled| (?:strongly )?(?:says|said|advises|warns|recommends|adds|notes|mentions|states|explains|calls|describes|lists|names|points|asks|promises|sends|announces))\b/i,
    hint: 'state the change, the advice or the warning directly',
  },
  // "Recent releases." standing for a version: name the version, or state the behaviour of the documented one.
  {
    id: 'recent-releases',
    pattern: /\bRecent releases(?: only)?[.,](?=\s|"|$)/,
    hint: 'describe the option or behaviour; name a version (e.g. "From v1.2") only where it matters',
  },
  // Unnamed releases standing in for a version: "Recent releases publish ...", "newer releases mark it deprecated",
  // "older CLI releases call ...", "depends on the release". A page documents one release: state what it does, and
  // name a version ("From v1.2.0", "Before v0.14.0") where an upgrading reader needs it. Not banned: "the latest
  // release" (DataHub's newest release in general) and one named "older release of the package".
  {
    id: 'unnamed-releases',
    pattern:
      /\b(?:recent|newer|newest|older|earlier|later|current) (?:CLI |server |DataHub |Helm |chart )?releases\b|\bdepends on the release\b/i,
    hint: 'state what the documented version does; name the version where the difference matters',
  },
  // Build talk: "edit the SDL there, not this page", "This page is generated from ...".
  {
    id: 'build-talk',
    pattern: /\bSDL there\b|\bnot this page\b|\bthis page (?:is|was) (?:generated|built|taken|copied|adapted)\b/i,
    hint: 'leave out how the page is made; the edit link already points at the source file',
  },
  // DataHub's own documentation or code as a source: "the upstream guide/docs/changelog/reference",
  // "read the upstream `docs/how/updating-datahub.md`", "Upstream DataHub describes", "upstream documents".
  // Not banned: upstream datasets, tables, jobs, assets, sources (lineage).
  {
    id: 'upstream-text',
    pattern:
      /\bupstream (?:guides?|docs?|documentation|changelogs?|reference|instructions|release notes?|notes|readme|monitoring guide|configuration comment|action code|source code|wording|text)\b|\bupstream `docs\/|\bUpstream DataHub\b|\bupstream documents\b/i,
    hint: 'state what DataHub does; link to the page if the reader needs it',
  },
  // "the original page/guide": the page's source, not DataHub. Not banned: "the original text" of a search
  // match, "the original casing" and other originals that are data.
  {
    id: 'the-original',
    pattern: /\bthe original (?:page|guide|docs?|documentation|article|wording|readme)\b/i,
    hint: 'state the fact itself',
  },
  // "the source code declares/says": say what the software does instead.
  {
    id: 'source-code-says',
    pattern: /\bsource code (?:declares|says|lists|states)\b/i,
    hint: 'state what the software does',
  },
  // GraphQL reference: a group heading made of a schema file name ("step queries", "files input objects"), and
  // "Defined in `graphql/x.graphql`".
  {
    id: 'file-name-heading',
    pattern:
      /^#{2,3} [a-z][\w-]* (?:queries|mutations|objects|input objects|enums|interfaces|unions|scalars)\s*$|\bDefined in `graphql\//,
    hint: 'name the area of DataHub the operations serve (`areas` in data/graphql/pages.yaml)',
  },
];

export interface SourceTalkHit {
  line: number;
  phrase: string;
  rule: SourceTalkRule;
}

/** Every source-talk phrase in a text, by line (1-based). */
export function findSourceTalk(text: string): SourceTalkHit[] {
  const hits: SourceTalkHit[] = [];
  text.split('\n').forEach((line, index) => {
    for (const rule of SOURCE_TALK) {
      const match = line.match(rule.pattern);
      if (match) hits.push({line: index + 1, phrase: match[0].trim(), rule});
    }
  });
  return hits;
}
