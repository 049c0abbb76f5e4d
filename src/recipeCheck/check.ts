/**
 * `checkRecipe`: checks the text of a DataHub ingestion recipe against the options of one connector in one docs
 * version and returns each problem at its line and column. Pure (no DOM, no Node APIs): the connector pages load it
 * in the browser when the reader uses the recipe checker (src/components/RecipeChecker), and Node tools call it
 * with a context built by ./data.ts.
 *
 * It is safe on any input: the text is never evaluated, and before anything else the size, control characters,
 * nesting depth and alias expansion are bounded, so a pasted megabyte, an alias bomb, 10,000 nested brackets or
 * binary data each get one clear problem instead of a hang.
 */
import {
  LineCounter,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  type Alias,
  type Document,
  type Node as YamlNode,
  type YAMLMap,
} from 'yaml';
import {ENV_REF, SINK_TYPES, TOP_LEVEL_KEYS, describeValue, suggest, valueIssue} from './rules';
import type {CheckOption, OtherVersion, ProblemCode, RecipeCheckContext, RecipeProblem} from './types';

/** Longest text checked, in characters. Real recipes are a few kilobytes. */
export const MAX_RECIPE_CHARS = 100_000;
/** Deepest nesting of lists and mappings accepted. Recipes nest five or six levels. */
export const MAX_DEPTH = 64;
/** Most values a recipe may hold once its aliases (`*name`) are expanded. */
export const MAX_EXPANDED_NODES = 20_000;
/** Most problems listed; the rest are summed up in one last problem. */
export const MAX_PROBLEMS = 100;

/** `1048576` -> `1,048,576`, without the locale data `toLocaleString` loads. */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const code = (text: string): string => {
  const oneLine = text.replace(/\s+/g, ' ');
  return `\`${oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine}\``;
};

/** Characters that do not occur in a text file: NUL and other C0 controls but tab, LF and CR; DEL; U+FFFD. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return {line, column: offset - lineStart + 1};
}

/**
 * Deepest nesting (and the offset where it first passes MAX_DEPTH) of flow collections (`[`, `{`), counted without parsing: quoted text and comments are skipped.
 * Block nesting needs indentation, so a deep block recipe is already stopped by the size limit; compact block
 * sequences (`- - - x`) nest once per `- ` on a line and are counted too.
 */
function nestingDepth(text: string): {depth: number; offset: number} {
  let flow = 0;
  let max = 0;
  let maxAt = 0;
  let quote: string | null = null;
  let lineStart = true;
  let dashes = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote !== null) {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = null;
      else if (ch === '\n') lineStart = true;
      continue;
    }
    if (ch === '\n') {
      lineStart = true;
      dashes = 0;
      continue;
    }
    if (ch === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end - 1;
      continue;
    }
    if (lineStart && ch === '-' && /\s/.test(text[i + 1] ?? '')) {
      dashes++;
    } else if (ch !== ' ' && ch !== '\t') {
      lineStart = false;
    }
    if (ch === '"' || ch === "'") {
      // A quote starts a quoted scalar only where a value starts: after space, `[`, `{`, `,` or `:`.
      if (i === 0 || /[\s[{,:]/.test(text[i - 1] ?? '')) quote = ch;
    } else if (ch === '[' || ch === '{') {
      flow++;
    } else if (ch === ']' || ch === '}') {
      flow = Math.max(0, flow - 1);
    }
    if (flow + dashes > max) {
      max = flow + dashes;
      if (max === MAX_DEPTH + 1) maxAt = i;
    }
  }
  return {depth: max, offset: maxAt};
}

interface Walk {
  lines: LineCounter;
  problems: RecipeProblem[];
  context: RecipeCheckContext;
  /** The node an alias names (see `scanTree`). */
  resolve: (alias: Alias) => YamlNode | null;
}

/** Thrown by `add` once MAX_PROBLEMS are listed: the rest of the walk would only make the list longer. */
const ENOUGH = Symbol('enough problems');

function at(walk: Walk, node: YamlNode | null | undefined): {line: number; column: number} {
  const offset = node?.range?.[0] ?? 0;
  const {line, col} = walk.lines.linePos(offset);
  return {line: Math.max(1, line), column: Math.max(1, col)};
}

function add(
  walk: Walk,
  node: YamlNode | null | undefined,
  severity: RecipeProblem['severity'],
  problemCode: ProblemCode,
  message: string,
  extra: Pick<RecipeProblem, 'option' | 'connector' | 'docsVersion'> = {},
): void {
  walk.problems.push({...at(walk, node), severity, code: problemCode, message, ...extra});
  if (walk.problems.length >= MAX_PROBLEMS) throw ENOUGH;
}

/** The node an alias points to (aliases are bounded before the walk: see `expandedSize`). */
function deref(walk: Walk, node: unknown): YamlNode | null {
  let current = node;
  for (let hops = 0; isAlias(current) && hops < 100; hops++) current = walk.resolve(current);
  return (current as YamlNode | null) ?? null;
}

/**
 * Values the document holds once every alias is expanded, stopping past `limit`. Memoized per node, so an alias
 * bomb (each level referring to the previous one several times) costs as many steps as it has nodes.
 */
function expandedSize(resolve: (alias: Alias) => YamlNode | null, root: unknown, limit: number): number {
  const sizes = new Map<unknown, number>();
  const visiting = new Set<unknown>();
  const size = (node: unknown, depth: number): number => {
    if (node === null || node === undefined) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    // A cycle (an alias inside its own anchor) or a very deep document counts as too large.
    if (visiting.has(node) || depth > MAX_DEPTH * 2) return limit + 1;
    visiting.add(node);
    let total = 1;
    if (isAlias(node)) total = size(resolve(node), depth + 1);
    else if (isMap(node) || isSeq(node)) {
      for (const item of node.items) {
        total += isPair(item) ? size(item.key, depth + 1) + size(item.value, depth + 1) : size(item, depth + 1);
        if (total > limit) break;
      }
    }
    visiting.delete(node);
    const capped = Math.min(total, limit + 1);
    sizes.set(node, capped);
    return capped;
  };
  return size(root, 0);
}

interface Scan {
  /** Deepest nesting, aliases not followed, and the collection where it is reached. */
  depth: number;
  deepest: YamlNode | null;
  /** Keys that repeat an earlier key of the same mapping. */
  duplicates: YamlNode[];
  /** Anchored nodes by anchor name, in document order. */
  anchors: Map<string, YamlNode[]>;
}

/**
 * One pass over the parsed document, without recursion: nesting depth, repeated keys, and the anchors that
 * aliases name. (The parser's own `Alias.resolve` searches the document on every call, and its repeated-key check
 * compares every pair of keys: both grow with the square of the size.)
 */
function scanTree(root: unknown): Scan {
  const scan: Scan = {depth: 0, deepest: null, duplicates: [], anchors: new Map()};
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const anchor = (node as {anchor?: string}).anchor;
    if (anchor && !isAlias(node)) {
      const list = scan.anchors.get(anchor) ?? [];
      list.push(node as YamlNode);
      scan.anchors.set(anchor, list);
    }
    if (!(isMap(node) || isSeq(node))) continue;
    if (depth > scan.depth) {
      scan.depth = depth;
      scan.deepest = node;
    }
    const keys = new Set<string>();
    for (let i = node.items.length - 1; i >= 0; i--) {
      const item: unknown = node.items[i];
      if (isPair(item)) {
        stack.push([item.value, depth + 1], [item.key, depth + 1]);
      } else stack.push([item, depth + 1]);
    }
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = keyOf(pair.key);
        if (key === '' || key === '<<') continue;
        if (keys.has(key)) scan.duplicates.push(pair.key as YamlNode);
        keys.add(key);
      }
    }
  }
  return scan;
}

/** Resolves an alias to the last node anchored with its name before it. */
function aliasResolver(anchors: Map<string, YamlNode[]>): (alias: Alias) => YamlNode | null {
  return (alias) => {
    const candidates = anchors.get(alias.source) ?? [];
    const at = alias.range?.[0] ?? Infinity;
    let found: YamlNode | null = null;
    for (const node of candidates) if ((node.range?.[0] ?? 0) < at) found = node;
    return found;
  };
}

type Kind = 'map' | 'seq' | 'scalar' | 'empty';

function kindOf(node: YamlNode | null): Kind {
  if (node === null) return 'empty';
  if (isMap(node)) return 'map';
  if (isSeq(node)) return 'seq';
  if (isScalar(node) && (node.value === null || node.value === undefined)) return 'empty';
  return 'scalar';
}

/** The value `valueIssue` judges: scalars as they are, collections as an empty list or mapping. */
function valueForType(node: YamlNode | null): unknown {
  switch (kindOf(node)) {
    case 'map':
      return {};
    case 'seq':
      return [];
    case 'empty':
      return null;
    default:
      return isScalar(node) ? node.value : null;
  }
}

/** The text of a mapping key; a merge key (`<<`, a symbol once parsed) reads `<<`. */
function keyOf(key: unknown): string {
  if (!isScalar(key)) return '';
  return typeof key.value === 'symbol' ? '<<' : String(key.value);
}

function pairsOf(map: YAMLMap): {key: string; keyNode: YamlNode | null; value: unknown}[] {
  return map.items.map((pair) => ({
    key: keyOf(pair.key),
    keyNode: (pair.key as YamlNode | null) ?? null,
    value: pair.value,
  }));
}

const byName = (options: CheckOption[]) => new Map(options.map((o) => [o.name, o]));

/** The option at a dotted path in an option tree, or undefined. */
function findOption(options: CheckOption[], parts: string[]): CheckOption | undefined {
  let level: CheckOption[] | undefined = options;
  let found: CheckOption | undefined;
  for (const part of parts) {
    found = level?.find((o) => o.name === part);
    if (!found) return undefined;
    level = found.fields;
  }
  return found;
}

/** Dotted paths of every option named `name` anywhere in the tree. */
function pathsNamed(options: CheckOption[], name: string, prefix = '', out: string[] = []): string[] {
  for (const option of options) {
    const path = prefix ? `${prefix}.${option.name}` : option.name;
    if (option.name === name) out.push(path);
    if (option.fields) pathsNamed(option.fields, name, path, out);
  }
  return out;
}

const upperSnake = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();

/** Strings pydantic (DataHub's config models) converts to the type: `"4"` for a number, `"yes"` for a boolean. */
function convertible(option: CheckOption, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (option.type === 'integer') return /^[+-]?\d+$/.test(text);
  if (option.type === 'number') return text !== '' && Number.isFinite(Number(text));
  if (option.type === 'boolean') return /^(true|false|yes|no|on|off|t|f|y|n|1|0)$/i.test(text);
  return false;
}

/** An HTML tag or comment: `<img src=x>`, `</b>`, `<!-- -->`. */
const MARKUP = /<(?:[A-Za-z][\w-]*(?:\s[^<>]*)?|\/[A-Za-z][\w-]*\s*|!--[^]*?--)>/;

const TYPE_WORDS: Record<CheckOption['type'], string> = {
  string: 'text',
  secret: 'a secret',
  enum: 'one of a fixed set of values',
  integer: 'a whole number',
  number: 'a number',
  boolean: '`true` or `false`',
  array: 'a list',
  map: 'a mapping of names to values',
  object: 'a mapping of its own options',
};

function checkValue(walk: Walk, option: CheckOption, path: string, pair: {keyNode: YamlNode | null; value: unknown}) {
  const node = deref(walk, pair.value);
  const where = (pair.value as YamlNode | null) ?? pair.keyNode;
  const value = valueForType(node);
  const issue = valueIssue(option, value);
  if (issue?.kind === 'type') {
    if (convertible(option, value)) {
      add(
        walk,
        where,
        'warning',
        'wrong-type',
        `${code(path)} takes ${TYPE_WORDS[option.type]}; DataHub converts the quoted text ${describeValue(value).replace(/^string /, '')}, but write it without quotes.`,
        {option: path},
      );
    } else {
      add(
        walk,
        where,
        'error',
        'wrong-type',
        `${code(path)} takes ${TYPE_WORDS[option.type]}, not ${describeValue(value)}.`,
        {option: path},
      );
    }
    return;
  }
  if (issue?.kind === 'value') {
    const hint = suggest(String(value), issue.values);
    add(
      walk,
      where,
      'error',
      'bad-value',
      `${code(path)} takes one of ${issue.values.map(code).join(', ')}, not ${code(String(value))}` +
        (hint ? `: did you mean ${code(hint)}?` : '.'),
      {option: path},
    );
    return;
  }
  if (typeof value === 'string' && MARKUP.test(value)) {
    add(
      walk,
      where,
      'warning',
      'markup',
      `${code(path)} holds HTML markup (${code(MARKUP.exec(value)?.[0] ?? '')}); recipe values are plain text. If you copied it from a web page, copy the text only.`,
      {option: path},
    );
    return;
  }
  if (option.type === 'secret' && typeof value === 'string' && value !== '' && !ENV_REF.test(value)) {
    const variable = upperSnake(`${walk.context.connector.id}_${option.name}`);
    add(
      walk,
      where,
      'warning',
      'clear-secret',
      `${code(path)} holds a secret in clear text: write \`\${${variable}}\` and set the environment variable ${variable} (in UI ingestion, a secret named ${variable}), so the recipe can be shared and stored safely.`,
      {option: path},
    );
  }
  if (option.fields && option.fields.length > 0) {
    if (option.type === 'object' && isMap(node)) checkOptions(walk, option.fields, node, path, pair.keyNode);
    if (option.type === 'array' && isSeq(node)) {
      for (const item of node.items) {
        const itemNode = deref(walk, item);
        if (isMap(itemNode)) checkOptions(walk, option.fields, itemNode, path, (item as YamlNode | null) ?? null);
      }
    }
  }
}

function otherVersionWith(walk: Walk, parts: string[]): OtherVersion | undefined {
  return (walk.context.otherVersions ?? []).find((other) => findOption(other.options, parts) !== undefined);
}

/** Checks one mapping of options (`source.config` or a nested object) and its required options. */
function checkOptions(walk: Walk, options: CheckOption[], map: YAMLMap, prefix: string, owner: YamlNode | null): void {
  const known = byName(options);
  const seen = new Set<string>();
  const where = prefix ? `\`${prefix}\`` : '`source.config`';
  for (const pair of pairsOf(map)) {
    if (pair.key === '<<') {
      // A merge key (`<<: *defaults`) brings the options of another mapping here.
      const merged = deref(walk, pair.value);
      const maps = isSeq(merged) ? merged.items.map((item) => deref(walk, item)) : [merged];
      for (const m of maps) if (isMap(m)) for (const p of pairsOf(m)) seen.add(p.key);
      continue;
    }
    const path = prefix ? `${prefix}.${pair.key}` : pair.key;
    seen.add(pair.key);
    const option = known.get(pair.key);
    if (!option) {
      const parts = path.split('.');
      const other = otherVersionWith(walk, parts);
      if (other) {
        add(
          walk,
          pair.keyNode,
          'error',
          'other-version',
          `${code(path)} exists in DataHub ${other.release} but not in ${walk.context.release}, the release these pages document.`,
          {option: path, docsVersion: other.docsVersion},
        );
        continue;
      }
      const hint = suggest(pair.key, known.keys());
      if (hint) {
        const target = prefix ? `${prefix}.${hint}` : hint;
        add(walk, pair.keyNode, 'error', 'unknown-option', `${code(pair.key)}: did you mean ${code(hint)}?`, {
          option: target,
        });
        continue;
      }
      const elsewhere = pathsNamed(walk.context.connector.options, pair.key).filter((p) => p !== path);
      if (elsewhere.length > 0) {
        add(
          walk,
          pair.keyNode,
          'error',
          'misplaced-option',
          `${code(pair.key)} is not an option of ${where}; it belongs under ${elsewhere.slice(0, 3).map(code).join(', ')}.`,
          {option: elsewhere[0]},
        );
        continue;
      }
      add(
        walk,
        pair.keyNode,
        'error',
        'unknown-option',
        `${code(pair.key)} is not an option of ${where} in ${walk.context.connector.name} ${walk.context.release}.`,
        prefix ? {option: prefix} : {},
      );
      continue;
    }
    if (option.deprecated) {
      add(
        walk,
        pair.keyNode,
        'warning',
        'deprecated',
        `${code(path)} is deprecated: its description in the options table says what replaces it.`,
        {option: path},
      );
    }
    checkValue(walk, option, path, pair);
  }
  for (const option of options) {
    if (option.required && !seen.has(option.name)) {
      const path = prefix ? `${prefix}.${option.name}` : option.name;
      add(walk, owner, 'error', 'missing-required', `${where} is missing the required option ${code(option.name)}.`, {
        option: path,
      });
    }
  }
}

function checkSource(walk: Walk, sourceKey: YamlNode | null, sourceValue: unknown): void {
  const {connector} = walk.context;
  const source = deref(walk, sourceValue);
  if (!isMap(source)) {
    add(
      walk,
      (sourceValue as YamlNode | null) ?? sourceKey,
      'error',
      'not-a-recipe',
      `\`source\` must be a mapping with \`type: ${connector.recipeType}\` and \`config:\`.`,
    );
    return;
  }
  let typeNode: YamlNode | null = null;
  let configPair: {keyNode: YamlNode | null; value: unknown} | undefined;
  const known = byName(connector.options);
  for (const pair of pairsOf(source)) {
    if (pair.key === 'type') typeNode = deref(walk, pair.value) ?? pair.keyNode;
    else if (pair.key === 'config') configPair = pair;
    else if (known.has(pair.key))
      add(
        walk,
        pair.keyNode,
        'error',
        'misplaced-option',
        `${code(pair.key)} is an option of ${connector.name}: indent it under \`source.config\`.`,
        {option: pair.key},
      );
    else {
      const hint = suggest(pair.key, ['type', 'config']);
      add(
        walk,
        pair.keyNode,
        'error',
        'unknown-key',
        `${code(`source.${pair.key}`)}: \`source\` takes only \`type\` and \`config\`` +
          (hint ? `; did you mean ${code(hint)}?` : '.'),
      );
    }
  }
  const type = isScalar(typeNode) && typeof typeNode.value === 'string' ? typeNode.value : undefined;
  if (type === undefined || type === '') {
    add(
      walk,
      typeNode ?? sourceKey,
      'error',
      'missing-source-type',
      `\`source.type\` is missing: set it to \`${connector.recipeType}\`.`,
    );
    return;
  }
  if (type !== connector.recipeType && !ENV_REF.test(type)) {
    const sources = walk.context.sources ?? [];
    const other = sources.find((s) => s.type === type);
    if (other) {
      add(
        walk,
        typeNode,
        'error',
        'other-connector',
        `\`source.type: ${type}\` is the ${other.name} source; this page documents ${connector.name} (\`${connector.recipeType}\`). Check this recipe on the ${other.name} page, or set \`type: ${connector.recipeType}\`.`,
        {connector: other.id},
      );
      return;
    }
    const hint = suggest(type, [connector.recipeType, ...sources.map((s) => s.type)]);
    const hinted = hint === undefined ? undefined : sources.find((s) => s.type === hint);
    add(
      walk,
      typeNode,
      'error',
      'unknown-source-type',
      `${code(type)} is not a source type of DataHub ${walk.context.release}` +
        (hint ? `; did you mean ${code(hint)}?` : `; this page's source type is \`${connector.recipeType}\`.`),
      hinted && hinted.id !== connector.id ? {connector: hinted.id} : {},
    );
    return;
  }
  const config = configPair ? deref(walk, configPair.value) : null;
  if (configPair && kindOf(config) !== 'empty' && !isMap(config)) {
    add(
      walk,
      (configPair.value as YamlNode | null) ?? configPair.keyNode,
      'error',
      'wrong-type',
      '`source.config` must be a mapping of option names to values.',
    );
    return;
  }
  if (isMap(config)) {
    checkOptions(walk, connector.options, config, '', configPair?.keyNode ?? sourceKey);
    return;
  }
  for (const option of connector.options.filter((o) => o.required)) {
    add(
      walk,
      configPair?.keyNode ?? sourceKey,
      'error',
      'missing-required',
      `\`source.config\` is missing the required option ${code(option.name)}.`,
      {option: option.name},
    );
  }
}

/** `sink.config.token` and `datahub_api.token`: the DataHub access token. */
function checkToken(walk: Walk, map: YAMLMap, path: string): void {
  for (const pair of pairsOf(map)) {
    if (pair.key !== 'token') continue;
    const node = deref(walk, pair.value);
    const value = isScalar(node) ? node.value : null;
    if (typeof value === 'string' && value !== '' && !ENV_REF.test(value)) {
      add(
        walk,
        (pair.value as YamlNode | null) ?? pair.keyNode,
        'warning',
        'clear-secret',
        `${code(`${path}.token`)} holds a DataHub access token in clear text: write \`\${DATAHUB_GMS_TOKEN}\` and set that environment variable.`,
      );
    }
  }
}

function checkSink(walk: Walk, sinkKey: YamlNode | null, sinkValue: unknown): void {
  const sink = deref(walk, sinkValue);
  if (kindOf(sink) === 'empty') return;
  if (!isMap(sink)) {
    add(
      walk,
      (sinkValue as YamlNode | null) ?? sinkKey,
      'error',
      'not-a-recipe',
      '`sink` must be a mapping with `type` and `config`.',
    );
    return;
  }
  let hasType = false;
  for (const pair of pairsOf(sink)) {
    if (pair.key === 'type') {
      hasType = true;
      const node = deref(walk, pair.value);
      const type = isScalar(node) ? String(node.value) : '';
      if (!(SINK_TYPES as readonly string[]).includes(type) && !ENV_REF.test(type)) {
        const hint = suggest(type, SINK_TYPES);
        add(
          walk,
          node ?? pair.keyNode,
          'error',
          'unknown-sink-type',
          `${code(type)} is not a sink type` +
            (hint ? `; did you mean ${code(hint)}?` : `; use one of ${SINK_TYPES.map(code).join(', ')}.`),
        );
      }
    } else if (pair.key === 'config') {
      const config = deref(walk, pair.value);
      if (isMap(config)) checkToken(walk, config, 'sink.config');
      else if (kindOf(config) !== 'empty')
        add(walk, config ?? pair.keyNode, 'error', 'wrong-type', '`sink.config` must be a mapping.');
    } else {
      add(
        walk,
        pair.keyNode,
        'error',
        'unknown-key',
        `${code(`sink.${pair.key}`)}: \`sink\` takes only \`type\` and \`config\`.`,
      );
    }
  }
  if (!hasType)
    add(
      walk,
      sinkKey,
      'error',
      'unknown-sink-type',
      `\`sink.type\` is missing; use one of ${SINK_TYPES.map(code).join(', ')}.`,
    );
}

/** `transformers` and `reporting`: lists of `{type, config}`. */
function checkTypedList(walk: Walk, key: string, keyNode: YamlNode | null, value: unknown): void {
  const list = deref(walk, value);
  if (kindOf(list) === 'empty') return;
  if (!isSeq(list)) {
    add(
      walk,
      (value as YamlNode | null) ?? keyNode,
      'error',
      'wrong-type',
      `${code(key)} must be a list of \`type\` and \`config\` mappings.`,
    );
    return;
  }
  for (const item of list.items) {
    const entry = deref(walk, item);
    if (!isMap(entry)) {
      add(
        walk,
        entry ?? keyNode,
        'error',
        'wrong-type',
        `Each entry of ${code(key)} must be a mapping with a \`type\`.`,
      );
      continue;
    }
    const keys = pairsOf(entry);
    if (!keys.some((p) => p.key === 'type'))
      add(walk, entry, 'error', 'missing-required', `This entry of ${code(key)} has no \`type\`.`);
    for (const pair of keys) {
      const allowed = key === 'reporting' ? ['type', 'config', 'required'] : ['type', 'config'];
      if (!allowed.includes(pair.key))
        add(
          walk,
          pair.keyNode,
          'error',
          'unknown-key',
          `${code(pair.key)}: an entry of ${code(key)} takes only ${allowed.map(code).join(', ')}.`,
        );
    }
  }
}

function checkDocument(walk: Walk, contents: unknown): void {
  const root = deref(walk, contents);
  if (kindOf(root) === 'empty') {
    add(walk, null, 'error', 'empty', 'The recipe is empty: start with `source:`, its `type` and its `config`.');
    return;
  }
  if (!isMap(root)) {
    add(
      walk,
      root,
      'error',
      'not-a-recipe',
      'A recipe is a YAML mapping that starts with `source:`; this text is not one.',
    );
    return;
  }
  let hasSource = false;
  for (const pair of pairsOf(root)) {
    switch (pair.key) {
      case 'source':
        hasSource = true;
        checkSource(walk, pair.keyNode, pair.value);
        break;
      case 'sink':
        checkSink(walk, pair.keyNode, pair.value);
        break;
      case 'transformers':
      case 'reporting':
        checkTypedList(walk, pair.key, pair.keyNode, pair.value);
        break;
      case 'pipeline_name':
      case 'run_id': {
        const node = deref(walk, pair.value);
        if (kindOf(node) !== 'scalar' && kindOf(node) !== 'empty')
          add(walk, node, 'error', 'wrong-type', `${code(pair.key)} must be text.`);
        break;
      }
      case 'datahub_api':
      case 'flags': {
        const node = deref(walk, pair.value);
        if (isMap(node) && pair.key === 'datahub_api') checkToken(walk, node, 'datahub_api');
        else if (!isMap(node) && kindOf(node) !== 'empty')
          add(walk, node ?? pair.keyNode, 'error', 'wrong-type', `${code(pair.key)} must be a mapping.`);
        break;
      }
      default: {
        const hint = suggest(pair.key, TOP_LEVEL_KEYS);
        add(
          walk,
          pair.keyNode,
          'error',
          'unknown-key',
          `${code(pair.key)} is not a recipe section` +
            (hint ? `: did you mean ${code(hint)}?` : `; a recipe has ${TOP_LEVEL_KEYS.map(code).join(', ')}.`),
        );
      }
    }
  }
  if (!hasSource)
    add(
      walk,
      root,
      'error',
      'not-a-recipe',
      `The recipe has no \`source:\` section; add one with \`type: ${walk.context.connector.recipeType}\`.`,
    );
}

const single = (line: number, column: number, problemCode: ProblemCode, message: string): RecipeProblem[] => [
  {line, column, severity: 'error', code: problemCode, message},
];

/**
 * Checks a recipe's text against the connector of `context` and returns its problems, sorted by line; an empty
 * list means the recipe is valid for that connector and release.
 */
export function checkRecipe(text: string, context: RecipeCheckContext): RecipeProblem[] {
  if (text.length > MAX_RECIPE_CHARS) {
    return single(
      1,
      1,
      'too-long',
      `The text is ${thousands(text.length)} characters long; the checker reads recipes of up to ${thousands(MAX_RECIPE_CHARS)} characters. Recipes are a few kilobytes: paste only the recipe.`,
    );
  }
  const control = CONTROL.exec(text);
  if (control) {
    const {line, column} = lineAndColumn(text, control.index);
    const codePoint = `U+${(control[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    return single(
      line,
      column,
      'binary',
      `Line ${line} holds the control character ${codePoint}: this looks like binary data, not a YAML recipe. A recipe is plain text.`,
    );
  }
  if (text.trim() === '')
    return single(1, 1, 'empty', 'The recipe is empty: start with `source:`, its `type` and its `config`.');
  const nesting = nestingDepth(text);
  if (nesting.depth > MAX_DEPTH) {
    const {line, column} = lineAndColumn(text, nesting.offset);
    return single(
      line,
      column,
      'too-deep',
      `The text nests lists and mappings more than ${MAX_DEPTH} levels deep; recipes nest a few levels. The checker stops here.`,
    );
  }

  const lines = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, {lineCounter: lines, merge: true, uniqueKeys: false, prettyErrors: false});
  } catch {
    // The parser gives up on input it cannot represent (a stack too deep, say): report it, never throw.
    return single(1, 1, 'yaml-syntax', 'The text cannot be read as YAML.');
  }
  const walk: Walk = {lines, problems: [], context, resolve: () => null};
  if (doc.errors.length > 0) {
    for (const error of doc.errors.slice(0, 5)) {
      const {line, col} = lines.linePos(error.pos[0]);
      const message =
        error.code === 'MULTIPLE_DOCS'
          ? 'The text holds more than one YAML document (a `---` line between them); a recipe is one document.'
          : `YAML syntax: ${error.message.split('\n')[0]?.replace(/\s*at line \d+, column \d+:?$/, '')}`;
      walk.problems.push({
        line: Math.max(1, line),
        column: Math.max(1, col),
        severity: 'error',
        code: 'yaml-syntax',
        message,
      });
    }
    return walk.problems;
  }
  const scan = scanTree(doc.contents);
  walk.resolve = aliasResolver(scan.anchors);
  if (scan.depth > MAX_DEPTH) {
    add(
      walk,
      scan.deepest,
      'error',
      'too-deep',
      `The recipe nests lists and mappings more than ${MAX_DEPTH} levels deep; recipes nest a few levels.`,
    );
    return walk.problems;
  }
  if (scan.duplicates.length > 0) {
    for (const key of scan.duplicates.slice(0, 5)) {
      add(
        walk,
        key,
        'error',
        'yaml-syntax',
        `YAML syntax: ${code(keyOf(key))} is written twice in the same mapping; keep one.`,
      );
    }
    return walk.problems;
  }
  if (expandedSize(walk.resolve, doc.contents, MAX_EXPANDED_NODES) > MAX_EXPANDED_NODES) {
    const firstAlias = text.search(/\*[^\s,[\]{}]/);
    const {line, column} = lineAndColumn(text, Math.max(0, firstAlias));
    return single(
      line,
      column,
      'alias-expansion',
      `The recipe's aliases (\`*name\`) expand to more than ${thousands(MAX_EXPANDED_NODES)} values, or refer to themselves. Write the values out instead of nesting aliases in aliases.`,
    );
  }

  let complete = true;
  try {
    checkDocument(walk, doc.contents);
  } catch (e) {
    if (e !== ENOUGH) throw e;
    complete = false;
  }
  const sorted = walk.problems.sort((a, b) => a.line - b.line || a.column - b.column);
  if (complete) return sorted;
  const last = sorted[sorted.length - 1]!;
  return [
    ...sorted,
    {
      line: last.line,
      column: last.column,
      severity: 'error',
      code: 'too-many-problems',
      message: `The checker stopped after ${MAX_PROBLEMS} problems; fix these first, the rest of the recipe is not checked yet.`,
    },
  ];
}
