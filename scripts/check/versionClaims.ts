/**
 * The "one version truth" rule of `npm run check:content`: a page of a docs version may only name, as the current
 * release or as a deployment pin, what data/versions.yaml records for that version (Next documents one release,
 * 1.1.0 another). Each entry below is one kind of claim, with the pin it must equal and a hint for the fix.
 *
 * History is NOT a claim: "since v1.4.0", "upgrading from v0.13", "up to v1.6", "v1.4.0 or later" and a pin in a code
 * block that the paragraph before it introduces as an older release ("the last CLI release that contains it") pass.
 * The rules target what a reader would run or believe to be current: image tags, `datahub docker quickstart
 * --version`, Helm `global.datahub.version` and chart `--version`, `DATAHUB_VERSION`, `acryl-datahub==` pins, and
 * sentences that name the latest, current or newest release or the release the docs describe.
 */
import YAML from 'yaml';
import type {DocsVersion} from '../../data/schemas/docsVersion';
import {closesFence, openingFence} from '../lib/markdown';

export type Pin = 'release' | 'cli' | 'chart';

export interface VersionClaimRule {
  id: string;
  /** The field of data/versions.yaml the claimed version must equal. */
  pin: Pin;
  /** Where the rule looks: prose (paragraphs, list items, table rows, inline code) or code blocks. */
  where: 'prose' | 'code' | 'both';
  /** Global pattern; the named group `v` is the claimed version. */
  pattern: RegExp;
  /** A claim may name a release line (`v1.7`) that the pinned release belongs to. */
  line?: boolean;
  hint: string;
}

const VERSION = String.raw`v?\d+\.\d+(?:\.\d+){0,2}`;
/** Images published with every DataHub release (DataHub Cloud's executor images have versions of their own). */
const RELEASE_IMAGES =
  'datahub-(?:gms|frontend-react|upgrade|actions|ingestion|mae-consumer|mce-consumer|elasticsearch-setup|kafka-setup|mysql-setup|postgres-setup)';

export const VERSION_CLAIMS: VersionClaimRule[] = [
  // `acryldata/datahub-gms:v1.2.0`, `datahub-actions:v1.2.0-slim`, `registry.example.com/datahub-actions:v1.2.0-slim`:
  // an image of a release is tagged with that release; a variant suffix (-slim, -full) is part of the tag, not the
  // version. `head` and other non-version tags are not claims.
  {
    id: 'image-tag',
    pin: 'release',
    where: 'both',
    pattern: new RegExp(String.raw`(?<![\w-])(?:[\w.-]+/)*${RELEASE_IMAGES}:(?<v>v\d+(?:\.\d+){1,3})(?![\d.]*\d)`, 'g'),
    hint: 'tag the image with the release the page documents',
  },
  // `datahub docker quickstart --version v1.2.0`: the release the quickstart starts.
  {
    id: 'quickstart-version',
    pin: 'release',
    where: 'both',
    pattern: new RegExp(String.raw`\bdatahub docker quickstart\b[^\n\`|]*?--version[ =]\`?(?<v>${VERSION})\b`, 'g'),
    hint: 'start the release the page documents',
  },
  // `--set global.datahub.version=v1.2.0`, "set `global.datahub.version` to `v1.2.0`" (the YAML form is read from
  // the parsed block, see yamlClaims).
  {
    id: 'helm-datahub-version',
    pin: 'release',
    where: 'both',
    pattern: new RegExp(
      String.raw`\bglobal\.datahub\.version\`?(?:\s*[=:]\s*|\s+(?:to|of)\s+)["'\`]?(?<v>${VERSION})\b`,
      'g',
    ),
    hint: 'pin the release the page documents',
  },
  // `DATAHUB_VERSION=v1.2.0` (Docker Compose) and `datahub_version: v1.2.0`.
  {
    id: 'datahub-version-variable',
    pin: 'release',
    where: 'both',
    pattern: new RegExp(String.raw`\bDATAHUB_VERSION\b["'\`]?\s*[=:]\s*["'\`]?(?<v>${VERSION})\b`, 'gi'),
    hint: 'pin the release the page documents',
  },
  // `helm install datahub datahub/datahub --version 1.1.4`: the chart that ships the release.
  {
    id: 'helm-chart-version',
    pin: 'chart',
    where: 'both',
    pattern:
      /\bhelm (?:install|upgrade|template|pull)\b[^\n|]*?\bdatahub\/datahub\b[^\n|]*?--version[ =](?<v>\d+\.\d+\.\d+)\b/g,
    hint: 'install the chart version whose appVersion is the release the page documents',
  },
  // `pip install 'acryl-datahub==1.2.0'`, `acryl-datahub[snowflake]==1.2.0`: the CLI and SDK paired with the
  // release. Plugins with their own package (`acryl-datahub-airflow-plugin==...`) are not matched.
  {
    id: 'cli-pin',
    pin: 'cli',
    where: 'both',
    pattern: /\bacryl-datahub(?:\[[^\]\s]*\])?\s*==\s*(?<v>\d+\.\d+\.\d+(?:\.\d+)?)\b/g,
    hint: 'pin the CLI version paired with the release the page documents',
  },
  // "the latest release is v1.2.0", "the newest DataHub release (v1.3.0)", "the current version, v1.2.0".
  {
    id: 'latest-release',
    pin: 'release',
    where: 'prose',
    line: true,
    pattern: new RegExp(
      String.raw`\b(?:latest|newest|current|most recent)(?: stable)?(?: DataHub)?(?: (?:server|Core|OSS))? (?:release|version)(?: line)?(?: of DataHub)?(?: is| remains|,|:| \(| -| –)?\s*(?:DataHub\s+)?\`?(?<v>${VERSION})\b`,
      'gi',
    ),
    hint: 'name the release the page documents, or say which release is meant and when ("v1.2.0, current in 2025")',
  },
  // "v1.2.0 is the latest release", "`v1.3.0` is the newest DataHub version".
  {
    id: 'is-the-latest',
    pin: 'release',
    where: 'prose',
    line: true,
    pattern: new RegExp(
      String.raw`(?<![\w.])\`?(?<v>${VERSION})\`?,? (?:is|remains) the (?:latest|newest|current|most recent)(?: stable)?(?: DataHub)?(?: (?:server|Core|OSS))? (?:release|version)\b`,
      'gi',
    ),
    hint: 'name the release the page documents',
  },
  // "these pages document v1.1.0", "This reference describes DataHub v1.7.0.1.", "the documentation describes
  // `v1.1.0`": the release a page says it documents.
  {
    id: 'documents-release',
    pin: 'release',
    where: 'prose',
    line: true,
    pattern: new RegExp(
      String.raw`\b(?:these pages|this page|this documentation|the documentation|these docs|this reference|this version of the docs)(?: (?:is|are))? (?:documents?|describes?|covers?)(?: DataHub)?(?: (?:release|version))? \`?(?<v>${VERSION})\b`,
      'gi',
    ),
    hint: 'name the release this docs version documents',
  },
];

/** Words just before a version that make it history: "since v1.4.0", "upgrading from v0.13", "up to v1.6". */
const HISTORY_BEFORE =
  /\b(?:since|before|until|up to|prior to|from|after|through|between|older than|earlier than|introduced in|added in|removed in|deprecated in|dropped in|changed in|fixed in|new in)\s+(?:(?:DataHub|DataHub's|release|version|CLI|server|Core|the|and)\s+)*[`'"]?$/i;
/** Words just after a version that make it a bound, not a claim: "v1.4.0 or later", "1.6.0 and earlier". */
const HISTORY_AFTER = /^[`'"]?\s*(?:(?:or|and) (?:earlier|older|later|newer|above|below)|\+)/i;
/** A paragraph that introduces a code block (or a sentence with a pin) as an older release. */
const OLDER_RELEASE =
  /\b(?:older|earlier|previous|legacy|the old|last (?:\w+ ){0,2}release (?:that|with|before)|stay on|remain on|downgrad\w*)\b/i;

export interface VersionClaim {
  /** 1-based line in the text given. */
  line: number;
  /** The claim as written (the matched text). */
  claim: string;
  /** The version it names. */
  found: string;
  /** The value data/versions.yaml pins (null for a chart version the file does not record). */
  pinned: string | null;
  rule: VersionClaimRule;
}

interface Segment {
  text: string;
  /** Line of each character's line start: offsets into `text` and their 1-based lines. */
  starts: {offset: number; line: number}[];
  code: boolean;
  /** For a code line: the prose paragraph just before its block. */
  intro?: string;
}

/** Lines that start a new prose segment instead of continuing the paragraph above. */
const NEW_ITEM = /^\s*(?:[-*+]\s|\d+[.)]\s|\||#{1,6}\s|>|:::)/;

function lineAt(seg: Segment, offset: number): number {
  let line = seg.starts[0]!.line;
  for (const s of seg.starts) if (s.offset <= offset) line = s.line;
  return line;
}

/** Prose paragraphs (joined across hard wraps) and code lines (joined across `\` continuations) of a page. */
export function segments(text: string): {segments: Segment[]; yamlBlocks: {code: string; line: number}[]} {
  const lines = text.split('\n');
  const out: Segment[] = [];
  const yamlBlocks: {code: string; line: number}[] = [];
  let para: Segment | undefined;
  let lastProse = '';
  const flush = () => {
    if (para) {
      out.push(para);
      lastProse = para.text;
    }
    para = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const open = openingFence(raw);
    if (open) {
      flush();
      const {lang} = open;
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const l = lines[j]!;
        if (closesFence(l, open.marker)) break;
        body.push(l);
      }
      if (lang === 'yaml' || lang === 'yml') yamlBlocks.push({code: body.join('\n'), line: i + 2});
      let k = 0;
      while (k < body.length) {
        const seg: Segment = {text: '', starts: [], code: true, intro: lastProse};
        do {
          seg.starts.push({offset: seg.text.length, line: i + 2 + k});
          seg.text += body[k]!.replace(/\\\s*$/, ' ');
        } while (/\\\s*$/.test(body[k++]!) && k < body.length);
        out.push(seg);
      }
      i = j;
      continue;
    }
    if (raw.trim() === '') {
      flush();
      continue;
    }
    if (para && NEW_ITEM.test(raw)) flush();
    if (!para) para = {text: '', starts: [], code: false};
    else para.text += ' ';
    para.starts.push({offset: para.text.length, line: i + 1});
    para.text += raw.trim();
  }
  flush();
  return {segments: out, yamlBlocks};
}

const bare = (v: string) => v.replace(/^v/, '');

/** True when `found` is the pinned value (or, for a release-line claim, a line the pinned release belongs to). */
export function matchesPin(found: string, pinned: string, line = false): boolean {
  const f = bare(found);
  const p = bare(pinned);
  if (f === p) return true;
  return line && f.split('.').length < 3 && p.startsWith(`${f}.`);
}

function pinOf(version: DocsVersion, pin: Pin): string | null {
  return pin === 'release' ? version.release : pin === 'cli' ? version.cli : version.helmChart;
}

/** The claims in a page's Markdown that disagree with `version`; history passes. */
export function findVersionClaims(text: string, version: DocsVersion): VersionClaim[] {
  const claims: VersionClaim[] = [];
  const {segments: segs, yamlBlocks} = segments(text);
  for (const seg of segs) {
    for (const rule of VERSION_CLAIMS) {
      if (rule.where !== 'both' && (rule.where === 'code') !== seg.code) continue;
      for (const m of seg.text.matchAll(rule.pattern)) {
        const found = m.groups?.v;
        if (!found || m.index === undefined) continue;
        const at = m.index + m[0].lastIndexOf(found);
        const before = seg.text.slice(Math.max(0, at - 60), at);
        const after = seg.text.slice(at + found.length, at + found.length + 20);
        if (HISTORY_BEFORE.test(before) || HISTORY_AFTER.test(after)) continue;
        if (rule.where === 'both' && OLDER_RELEASE.test(seg.code ? (seg.intro ?? '') : seg.text)) continue;
        const pinned = pinOf(version, rule.pin);
        if (pinned !== null && matchesPin(found, pinned, rule.line)) continue;
        claims.push({line: lineAt(seg, m.index), claim: m[0].trim(), found, pinned, rule});
      }
    }
  }
  claims.push(...yamlClaims(yamlBlocks, version));
  return claims.sort((a, b) => a.line - b.line);
}

/** `global.datahub.version` of a Helm values block (`global: datahub: version: v1.0.0`). */
export const HELM_VALUES_RULE: VersionClaimRule = {
  id: 'helm-values-version',
  pin: 'release',
  where: 'code',
  pattern: /global\.datahub\.version/g,
  hint: 'set global.datahub.version to the release the page documents',
};

function yamlClaims(blocks: {code: string; line: number}[], version: DocsVersion): VersionClaim[] {
  const claims: VersionClaim[] = [];
  for (const block of blocks) {
    // Only Helm values can hold the key; most YAML blocks of the docs are recipes.
    if (!/^\s*datahub:/m.test(block.code) || !/^\s*version:/m.test(block.code)) continue;
    let docs: YAML.Document.Parsed[];
    try {
      docs = YAML.parseAllDocuments(block.code);
    } catch {
      continue; // the code-block rules report YAML that does not parse
    }
    for (const doc of docs) {
      if (doc.errors.length) continue;
      const node = doc.getIn(['global', 'datahub', 'version'], true) as YAML.Scalar | undefined;
      if (!YAML.isScalar(node) || node.value === null || node.value === undefined) continue;
      const found = String(node.value);
      if (!/^v?\d+\.\d+/.test(found) || matchesPin(found, version.release)) continue;
      const offset = node.range?.[0] ?? 0;
      claims.push({
        line: block.line + block.code.slice(0, offset).split('\n').length - 1,
        claim: `global.datahub.version: ${found}`,
        found,
        pinned: version.release,
        rule: HELM_VALUES_RULE,
      });
    }
  }
  return claims;
}

/** The message of a claim: the claim, what data/versions.yaml pins for the page's version, and the fix. */
export function describeClaim(claim: VersionClaim, label: string): string {
  const pinName =
    claim.rule.pin === 'release' ? 'release' : claim.rule.pin === 'cli' ? 'CLI version' : 'Helm chart version';
  const head = `version claim "${claim.claim}" (${claim.rule.id}) names ${claim.found}`;
  if (claim.pinned === null) {
    return `${head}, but data/versions.yaml records no ${pinName} for ${label}; fix: record it there with its source, or leave the ${pinName} out`;
  }
  return `${head}, but data/versions.yaml pins ${pinName} ${claim.pinned} for ${label}; fix: write ${claim.pinned}: ${claim.rule.hint} (if it is history, say so: "since ...", "up to ...", "... or later")`;
}
