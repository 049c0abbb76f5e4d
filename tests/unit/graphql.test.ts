import {fileURLToPath} from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLUnionType,
  isSpecifiedScalarType,
} from 'graphql';
import type {FamilyOutput} from '../../scripts/generate/types';
import YAML from 'yaml';
import type {GraphqlPages} from '../../data/schemas/graphqlPages';
import generator, {renderReference} from '../../scripts/generate/graphql';
import {areaOf} from '../../scripts/generate/graphql/areas';
import {PAGE_IDS, pageOfType} from '../../scripts/generate/graphql/kinds';
import {MAX_PAGE_CHARS, planPages} from '../../scripts/generate/graphql/layout';
import {anchorFor, resolveLinks, typeLink} from '../../scripts/generate/graphql/links';
import {mdText} from '../../scripts/generate/graphql/markdown';
import {GRAPHQL_PAGES_FILE, loadGraphqlProse, parseGraphqlProse} from '../../scripts/generate/graphql/prose';
import {collectSections} from '../../scripts/generate/graphql/sections';
import {loadSchema, schemaFiles, validateOperation} from '../../scripts/lib/graphqlSchema';
import {releaseOf, withReleaseLine} from '../../scripts/generate/releaseLine';

const root = fileURLToPath(new URL('../..', import.meta.url));
const schema = loadSchema(root);
const prose = loadGraphqlProse(root, schema);

/** Headings ids of a Markdown page, computed the way Docusaurus does (github-slugger, deduplicated). */
function headingIds(markdown: string): string[] {
  // Same rules as github-slugger, which Docusaurus uses: lower-case, drop punctuation, spaces to
  // hyphens, and suffix repeated slugs with -1, -2...
  const seen = new Map<string, number>();
  const slug = (text: string): string => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base);
    seen.set(base, (n ?? 0) + 1);
    return n === undefined ? base : `${base}-${n}`;
  };
  const ids: string[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const m = /^(#{2,6})\s+(.*)$/.exec(line);
    if (m) ids.push(slug(m[2]!.trim()));
  }
  return ids;
}

describe('GraphQL SDL (graphql/)', () => {
  it('builds a valid schema with the root types', () => {
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
    expect(Object.keys(schema.getTypeMap()).length).toBeGreaterThan(300);
  });

  it('gives every type, field, argument and enum value a description', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || isSpecifiedScalarType(type as never)) continue;
      if (!type.description?.trim()) missing.push(type.name);
      if (type instanceof GraphQLObjectType || type instanceof GraphQLInterfaceType) {
        for (const f of Object.values(type.getFields())) {
          if (!f.description?.trim()) missing.push(`${type.name}.${f.name}`);
          for (const a of f.args) if (!a.description?.trim()) missing.push(`${type.name}.${f.name}(${a.name})`);
        }
      } else if (type instanceof GraphQLInputObjectType) {
        for (const f of Object.values(type.getFields()))
          if (!f.description?.trim()) missing.push(`${type.name}.${f.name}`);
      } else if (type instanceof GraphQLEnumType) {
        for (const v of type.getValues()) if (!v.description?.trim()) missing.push(`${type.name}.${v.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('contains the main surface of DataHub API', () => {
    const query = schema.getQueryType()!.getFields();
    for (const q of [
      'me',
      'dataset',
      'entity',
      'entities',
      'searchAcrossEntities',
      'scrollAcrossEntities',
      'searchAcrossLineage',
      'browseV2',
      'listDomains',
      'listPolicies',
      'listIngestionSources',
      'appConfig',
    ]) {
      expect(query[q], q).toBeDefined();
    }
    const mutation = schema.getMutationType()!.getFields();
    for (const m of [
      'addTags',
      'updateDescription',
      'createDomain',
      'updateLineage',
      'addOwner',
      'createAccessToken',
      'raiseIncident',
      'upsertStructuredProperties',
    ]) {
      expect(mutation[m], m).toBeDefined();
    }
    expect(schema.getType('OwnerType')).toBeInstanceOf(GraphQLUnionType);
  });

  it('names the file and line of an SDL error', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gql-'));
    fs.mkdirSync(path.join(tmp, 'graphql'));
    fs.writeFileSync(path.join(tmp, 'graphql', 'a.graphql'), 'type Query {\n  ok: Boolean\n  bad: MissingType\n}\n');
    expect(() => loadSchema(tmp)).toThrow(/graphql\/a\.graphql:3.*MissingType/s);
    fs.writeFileSync(path.join(tmp, 'graphql', 'a.graphql'), 'type Query {\n  ok: Boolean\n');
    expect(() => loadSchema(tmp)).toThrow(/graphql\/a\.graphql/);
    fs.rmSync(tmp, {recursive: true, force: true});
  });
});

/** Counts per kind, computed with graphql-js the same way the manifest records them. */
function countSchema(): Record<string, number> {
  const counts: Record<string, number> = {
    queries: Object.keys(schema.getQueryType()!.getFields()).length,
    mutations: Object.keys(schema.getMutationType()!.getFields()).length,
    objects: 0,
    inputs: 0,
    enums: 0,
    enumValues: 0,
    interfaces: 0,
    unions: 0,
    scalars: 0,
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || type === schema.getQueryType() || type === schema.getMutationType()) continue;
    if (type instanceof GraphQLObjectType) counts.objects!++;
    else if (type instanceof GraphQLInputObjectType) counts.inputs!++;
    else if (type instanceof GraphQLEnumType) {
      counts.enums!++;
      counts.enumValues! += type.getValues().length;
    } else if (type instanceof GraphQLInterfaceType) counts.interfaces!++;
    else if (type instanceof GraphQLUnionType) counts.unions!++;
    else counts.scalars!++;
  }
  return counts;
}

describe('graphql/manifest.json', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'graphql', 'manifest.json'), 'utf8'));

  it('records the counts per kind of the SDL in graphql/', () => {
    expect(countSchema()).toEqual(manifest.counts);
  });

  it('names the upstream repository and the commit of every compared file', () => {
    expect(manifest.upstream.repository).toBe('datahub-project/datahub');
    expect(manifest.upstream.sourceRelease).toMatch(/^[0-9a-f]{40}$/);
    for (const [file, commit] of Object.entries<string>(manifest.upstream.files)) {
      expect(file).toMatch(/\.graphql$/);
      expect(commit).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('keeps the corrections of the audit (names, types and arguments as upstream)', () => {
    const input = schema.getType('UpsertCustomAssertionInput') as GraphQLInputObjectType;
    expect(Object.keys(input.getFields())).toContain('fieldPath');
    expect(Object.keys(input.getFields())).not.toContain('fieldPaths');
    const user = schema.getType('CorpUser') as GraphQLObjectType;
    expect(String(user.getFields().editableInfo!.type)).toBe('CorpUserEditableInfo');
    expect(schema.getType('OwnershipInputParams')).toBeUndefined();
    const prompt = schema.getType('FormPromptType') as GraphQLEnumType;
    expect(prompt.getValue('OWNERSHIP')).toBeUndefined();
    for (const t of ['Chart', 'Dashboard', 'DataFlow', 'DataJob', 'Dataset']) {
      const args = (schema.getType(t) as GraphQLObjectType).getFields().incidents!.args.map((a) => a.name);
      expect(args, t).toEqual(expect.arrayContaining(['state', 'stage', 'priority', 'assigneeUrns', 'start', 'count']));
    }
    const usage = (schema.getType('Dataset') as GraphQLObjectType).getFields().usageStats!.args.map((a) => a.name);
    expect(usage).toEqual(['resource', 'range', 'startTimeMillis', 'timeZone']);
    const entityType = schema.getType('EntityType') as GraphQLEnumType;
    for (const v of ['DOCUMENT', 'APPLICATION', 'VERSION_SET']) expect(entityType.getValue(v), v).toBeDefined();
    const fabric = schema.getType('FabricType') as GraphQLEnumType;
    for (const v of ['PRD', 'TST']) expect(fabric.getValue(v), v).toBeDefined();
  });
});

describe('validateOperation', () => {
  const samples = [
    `query Search {
      searchAcrossEntities(input: {types: [DATASET], query: "orders", start: 0, count: 10}) {
        start count total
        searchResults { entity { urn type ... on Dataset { properties { name description } } } }
      }
    }`,
    `query Owners {
      dataset(urn: "urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.public.orders,PROD)") {
        ownership { owners { owner { ... on CorpUser { urn username } } type } }
      }
    }`,
    `mutation Tags { addTags(input: {tagUrns: ["urn:li:tag:pii"], resourceUrn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)"}) }`,
    `mutation Describe { updateDescription(input: {description: "Orders placed on the web shop", resourceUrn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)"}) }`,
    `mutation Domain { createDomain(input: {name: "Marketing", description: "Campaign data"}) }`,
    `query Lineage {
      searchAcrossLineage(input: {urn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)", direction: DOWNSTREAM, query: "*", start: 0, count: 100}) {
        total searchResults { degree entity { urn type } }
      }
    }`,
    `mutation Edges { updateLineage(input: {edgesToAdd: [{upstreamUrn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.a,PROD)", downstreamUrn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.b,PROD)"}], edgesToRemove: []}) }`,
    `query Me { me { corpUser { urn username } platformPrivileges { managePolicies } } }`,
  ];

  it.each(samples.map((s, i) => [i, s]))('accepts sample operation %i', (_i, source) => {
    expect(validateOperation(schema, source as string)).toEqual([]);
  });

  it('rejects an unknown field with a readable message and line number', () => {
    const errors = validateOperation(schema, 'query Q {\n  dataset(urn: "x") {\n    nmae\n  }\n}');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^line 3, column 5: Cannot query field "nmae" on type "Dataset"/);
  });

  it('reports syntax errors with their position', () => {
    const errors = validateOperation(schema, 'query Q { dataset(urn: "x") { urn }');
    expect(errors[0]).toMatch(/^line 1, column \d+: Syntax Error/);
  });
});

describe('GraphQL reference pages', () => {
  const started = performance.now();
  const out = generator.run(root) as FamilyOutput;
  const elapsed = performance.now() - started;
  const pages = new Map(out.docs.map((d) => [d.path.replace(/^graphql\/|\.md$/g, ''), d.content]));

  it('generates one page per kind, letter pages for large kinds, and the sidebar category quickly', () => {
    for (const p of PAGE_IDS) expect(pages.has(p), p).toBe(true);
    const letterPages = [...pages.keys()].filter((p) => !(PAGE_IDS as string[]).includes(p));
    for (const p of letterPages)
      expect(p).toMatch(/^(objects|inputObjects|interfaces|unions|enums|scalars)-[a-z](-[a-z]|-\d+)?$/);
    const sidebar = out.sidebar as {items: unknown[]}[];
    expect(sidebar).toHaveLength(1);
    const flat = JSON.stringify(sidebar);
    for (const p of pages.keys()) expect(flat, p).toContain(`"graphql/${p}"`);
    expect(elapsed).toBeLessThan(1000);
  });

  it('keeps every page under the size limit, splitting large kinds by first letter', () => {
    for (const [page, content] of pages) expect(content.length, page).toBeLessThanOrEqual(MAX_PAGE_CHARS);
    expect(pages.get('objects')).toContain('(/docs/graphql/objects-d');
    expect(pages.get('objects')).toContain('#dataset)');
  });

  it('is deterministic, and states the release of Next once near the title of every page', () => {
    const release = releaseOf(root, 'current');
    expect(renderReference(schema, prose).map((d) => withReleaseLine(d.content, release))).toEqual(
      out.docs.map((d) => d.content),
    );
    for (const doc of out.docs) {
      expect(doc.content.split(`This reference describes DataHub ${release}.`), doc.path).toHaveLength(2);
    }
  });

  it('has front matter with an edit URL, and no text about how the page is made', () => {
    for (const [page, content] of pages) {
      expect(content, page).toMatch(
        /^---\ntitle: .+\nsidebar_label: .+\ndescription: .+\ncustom_edit_url: ".+\/graphql.*"\n---\n/,
      );
      expect(content, page).not.toMatch(/generated from|SDL there|not this page|Defined in `/);
    }
  });

  it('names every group heading after an area of DataHub, never after a schema file', () => {
    const stems = fs
      .readdirSync(path.join(root, 'graphql'))
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => f.replace(/\.graphql$/, ''));
    for (const stem of stems) expect(prose.areas[stem], stem).toMatch(/^[A-Z]/);
    expect(() => areaOf('graphql/unknown-file.graphql', prose.areas)).toThrow(/areas in data\/graphql\/pages\.yaml/);
    for (const [page, content] of pages) {
      for (const heading of content.match(/^## .+$/gm) ?? []) expect(heading, page).toMatch(/^## [A-Z]/);
    }
  });

  it('has an anchor for every type and operation, equal to its lower-cased name', () => {
    const ids = new Map([...pages].map(([p, c]) => [p, new Set(headingIds(c))]));
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || type.name === 'Query' || type.name === 'Mutation') continue;
      const found = [...ids.values()].some((s) => s.has(anchorFor(type.name)));
      expect(found, type.name).toBe(true);
    }
    for (const name of Object.keys(schema.getQueryType()!.getFields()))
      expect(ids.get('queries')!.has(name.toLowerCase()), name).toBe(true);
    for (const name of Object.keys(schema.getMutationType()!.getFields()))
      expect(ids.get('mutations')!.has(name.toLowerCase()), name).toBe(true);
    expect([...ids].some(([p, s]) => p.startsWith('objects') && s.has('dataset'))).toBe(true);
    expect(ids.get('queries')!.has('searchacrossentities')).toBe(true);
  });

  it('only links to headings that exist', () => {
    const ids = new Map([...pages].map(([p, c]) => [p, new Set(headingIds(c))]));
    const broken: string[] = [];
    let count = 0;
    for (const [page, content] of pages) {
      for (const m of content.matchAll(/\]\(\/docs\/graphql\/([A-Za-z-]+)(?:#([^)]+))?\)/g)) {
        count++;
        const target = ids.get(m[1]!);
        if (!target || (m[2] && !target.has(m[2]))) broken.push(`${page} -> ${m[1]}#${m[2]}`);
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  });

  it('emits no raw < or { outside code, and valid example operations', () => {
    for (const [page, content] of pages) {
      const prose = content.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
      expect(prose, page).not.toMatch(/[<{]/);
      for (const m of content.matchAll(/```graphql\n([\s\S]*?)```/g)) {
        expect(validateOperation(schema, m[1]!), page).toEqual([]);
      }
    }
  });

  it('renders wrapped types and escapes table text', () => {
    const listOfStrings = schema.getType('AddTagsInput') as GraphQLInputObjectType;
    const kindPage = (name: string) => pageOfType(schema.getType(name)!);
    expect(resolveLinks(typeLink(listOfStrings.getFields().tagUrns!.type), kindPage)).toBe(
      '\\[[String](/docs/graphql/scalars#string)!\\]!',
    );
    expect(mdText('a | b <c> {d} `x | y`', true)).toBe('a \\| b &lt;c&gt; &#123;d&#125; `x \\| y`');
  });
});

describe('page map', () => {
  it('is decided once from the sections: types of a split kind live on their letter page', () => {
    const map = planPages(schema, collectSections(schema, prose));
    expect(map.pageOf('Dataset')).toMatch(/^objects-d(-\d+)?$/);
    expect(map.pageOf('String')).toBe('scalars');
    const objects = map.letterPages.get('objects')!;
    expect(objects.map((lp) => lp.id)).toContain(map.pageOf('Dataset'));
    expect(map.letterPages.has('queries')).toBe(false);
  });
});

describe('data/graphql/pages.yaml', () => {
  const text = fs.readFileSync(path.join(root, GRAPHQL_PAGES_FILE), 'utf8');
  const stems = schemaFiles(root).map((f) => path.basename(f, '.graphql'));
  /** A fresh copy of the file's content, edited by `edit`, then validated. */
  const check = (edit: (doc: GraphqlPages) => void) => () => {
    const doc = YAML.parse(text) as GraphqlPages;
    edit(doc);
    return parseGraphqlProse(doc, stems, schema);
  };

  it('is valid and gives every page a title and at least two intro paragraphs', () => {
    expect(check(() => {})()).toEqual(prose);
    for (const id of PAGE_IDS) expect(prose.pages[id].intro.length, id).toBeGreaterThanOrEqual(2);
  });

  it('names the file, the field and the fix of a bad field', () => {
    expect(
      check((d) => {
        d.pages.objects.title = '';
      }),
    ).toThrow(
      /^data\/graphql\/pages\.yaml: field "pages\.objects\.title": must not be empty\n {2}fix: set it to the page title/,
    );
    expect(
      check((d) => {
        d.pages.enums.noun = 'Enums';
      }),
    ).toThrow(/field "pages\.enums\.noun": must be lower-case words/);
    expect(
      check((d) => {
        d.pages.unions.intro = ['One paragraph.'];
      }),
    ).toThrow(/field "pages\.unions\.intro": must have at least 2 paragraphs/);
    expect(
      check((d) => {
        d.builtInScalars.Int = 'A 32-bit integer.\n\nUsed for paging.';
      }),
    ).toThrow(/field "builtInScalars\.Int": must be one paragraph/);
    expect(
      check((d) => {
        d.areas.lineage = 'lineage';
      }),
    ).toThrow(/field "areas\.lineage": must start with a capital letter/);
  });

  it('rejects unknown and missing fields', () => {
    expect(
      check((d) => {
        Object.assign(d.pages.scalars, {subtitle: 'Leaf values'});
      }),
    ).toThrow(/field "pages\.scalars\.subtitle": unknown field "subtitle"/);
    expect(
      check((d) => {
        delete (d.pages as Partial<GraphqlPages['pages']>).mutations;
      }),
    ).toThrow(/field "pages\.mutations"/);
  });

  it('needs an area heading for every schema file and none for a missing file', () => {
    expect(
      check((d) => {
        delete d.areas.lineage;
      }),
    ).toThrow(/field "areas\.lineage": no area heading for graphql\/lineage\.graphql/);
    expect(
      check((d) => {
        d.areas['old-file'] = 'Old things';
      }),
    ).toThrow(/field "areas\.old-file": there is no graphql\/old-file\.graphql/);
  });

  it('validates the example operations against the schema', () => {
    expect(
      check((d) => {
        d.pages.queries.example!.operation = 'query Q {\n  dataset(urn: "x") {\n    nmae\n  }\n}';
      }),
    ).toThrow(/field "pages\.queries\.example\.operation": line 3, column 5: Cannot query field "nmae"/);
  });
});
