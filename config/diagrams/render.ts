/**
 * Build-time diagram rendering: turns the source of a ```mermaid block into a static SVG with
 * beautiful-mermaid (pure JavaScript layout with ELK, no browser). The SVG is cleaned so that it can be
 * inlined into a page next to others: the renderer's web-font import and global `svg`/`text` style rules
 * are removed (the site's stylesheet styles `.site-diagram`), and every id is prefixed so that two
 * diagrams on one page never share an id.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type * as BeautifulMermaid from 'beautiful-mermaid';

type Renderer = typeof BeautifulMermaid.renderMermaidSVG;
let renderer: Renderer | undefined;

/**
 * Loads the renderer once. beautiful-mermaid is published as an ES module whose package exports have no
 * CommonJS entry, while Docusaurus loads its config (and so this file) as CommonJS: the module file is
 * required by its path, which Node >= 20.19 allows for ES modules without top-level await.
 */
export function loadRenderer(): Renderer {
  if (renderer) return renderer;
  let dir = process.cwd();
  while (!existsSync(path.join(dir, 'node_modules/beautiful-mermaid/dist/index.js'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('beautiful-mermaid is not installed (npm install)');
    dir = parent;
  }
  const load = createRequire(path.join(dir, 'package.json'));
  renderer = (load(path.join(dir, 'node_modules/beautiful-mermaid/dist/index.js')) as typeof BeautifulMermaid)
    .renderMermaidSVG;
  return renderer;
}

/** Smallest font size, in CSS pixels, a reader sees in a diagram on desktop. */
export const MIN_FONT_PX = 12;

/** Diagram kinds the renderer lays out; anything else fails the build with file and line. */
export const SUPPORTED_KINDS = [
  'flowchart',
  'graph',
  'sequenceDiagram',
  'classDiagram',
  'stateDiagram',
  'stateDiagram-v2',
  'erDiagram',
  'xychart-beta',
] as const;

export interface RenderedDiagram {
  /** Content hash of the source: names the standalone file and prefixes ids. */
  hash: string;
  /** SVG for inlining in a page (colours from the site's CSS variables). */
  inline: string;
  /** Self-contained SVG for the "full size" view (colours written out). */
  standalone: string;
  /** Width and height in CSS pixels at which every label is at least MIN_FONT_PX. */
  width: number;
  height: number;
}

export class DiagramError extends Error {}

/** Colours of the standalone file; the inline copy takes the same roles from --site-* variables. */
const STANDALONE_COLOURS = {
  '--bg': '#ffffff',
  '--fg': '#0b1a47',
  '--line': '#4a5468',
  '--accent': '#1b4dd8',
  '--muted': '#4a5468',
  '--surface': '#f4f6fb',
  '--border': '#8b97b5',
};

/** The renderer's derived variables (copied from its stylesheet), scoped to one svg element. */
const DERIVED = `
  --_text: var(--fg);
  --_text-sec: var(--muted, color-mix(in srgb, var(--fg) 60%, var(--bg)));
  --_text-muted: var(--muted, color-mix(in srgb, var(--fg) 40%, var(--bg)));
  --_text-faint: color-mix(in srgb, var(--fg) 25%, var(--bg));
  --_line: var(--line, color-mix(in srgb, var(--fg) 50%, var(--bg)));
  --_arrow: var(--accent, color-mix(in srgb, var(--fg) 85%, var(--bg)));
  --_node-fill: var(--surface, color-mix(in srgb, var(--fg) 3%, var(--bg)));
  --_node-stroke: var(--border, color-mix(in srgb, var(--fg) 20%, var(--bg)));
  --_group-fill: var(--bg);
  --_group-hdr: color-mix(in srgb, var(--fg) 5%, var(--bg));
  --_inner-stroke: color-mix(in srgb, var(--fg) 12%, var(--bg));
  --_key-badge: color-mix(in srgb, var(--fg) 10%, var(--bg));`;

const FONT_STACK = "Manrope, 'Manrope Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export function diagramKind(source: string): string {
  const first = source
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('%%'));
  return (first ?? '').split(/\s+/)[0] ?? '';
}

export function diagramHash(source: string): string {
  return createHash('sha256').update(source.trim()).digest('hex').slice(0, 12);
}

/**
 * Width, in CSS pixels, of the text column a diagram should fit at 12 px text (the doc column at 1280 px is about
 * 700 px). A left-to-right flowchart wider than this is laid out top to bottom when that makes it narrower: the
 * diagram then fits the column at a readable size on desktop and shrinks less on phones.
 */
export const COLUMN_PX = 720;

const SIDEWAYS = /^(\s*(?:flowchart|graph)\s+)(LR|RL)\b/;

/** The source with a sideways flowchart turned top to bottom, or null when it is not a sideways flowchart. */
export function verticalSource(source: string): string | null {
  const lines = source.trim().split('\n');
  const first = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('%%'));
  const line = lines[first];
  if (line === undefined || !SIDEWAYS.test(line)) return null;
  lines[first] = line.replace(SIDEWAYS, (_, head: string, dir: string) => `${head}${dir === 'LR' ? 'TB' : 'BT'}`);
  return lines.join('\n');
}

/**
 * Renders one diagram; throws DiagramError with a reason a writer can act on. A sideways flowchart wider than
 * COLUMN_PX is drawn top to bottom when that is narrower (the hash stays that of the source as written).
 */
export function renderDiagram(render: Renderer, source: string, idPrefix?: string): RenderedDiagram {
  const asWritten = renderOnce(render, source, idPrefix);
  const vertical = asWritten.width > COLUMN_PX ? verticalSource(source) : null;
  if (!vertical) return asWritten;
  const turned = renderOnce(render, vertical, idPrefix, asWritten.hash);
  return turned.width < asWritten.width ? turned : asWritten;
}

function renderOnce(render: Renderer, source: string, idPrefix?: string, sourceHash?: string): RenderedDiagram {
  const kind = diagramKind(source);
  if (!(SUPPORTED_KINDS as readonly string[]).includes(kind)) {
    throw new DiagramError(
      `diagram type "${kind || '(empty)'}" is not supported at build time; use one of ${SUPPORTED_KINDS.join(', ')}`,
    );
  }
  let raw: string;
  try {
    raw = render(source.trim(), {bg: '#ffffff', fg: '#0b1a47', transparent: true, padding: 16});
  } catch (error) {
    throw new DiagramError(`the diagram does not parse: ${error instanceof Error ? error.message : String(error)}`);
  }
  const hash = sourceHash ?? diagramHash(source);
  const prefix = `dg-${hash.slice(0, 8)}${idPrefix ? `-${idPrefix}` : ''}-`;
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(raw);
  if (!viewBox) throw new DiagramError('the renderer returned an SVG without a viewBox');
  const fonts = [...raw.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  const smallest = fonts.length > 0 ? Math.min(...fonts) : MIN_FONT_PX;
  const scale = Math.max(1, MIN_FONT_PX / smallest);
  const width = Math.ceil(Number(viewBox[1]) * scale);
  const height = Math.ceil(Number(viewBox[2]) * scale);

  const body = raw
    // The opening tag is rebuilt below; the renderer's stylesheet (web-font import, global rules) goes.
    .replace(/^\s*<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/(?<![\w-])id="([^"]+)"/g, (_, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}${id}"`)
    .trim();
  const open = (attrs: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox[1]} ${viewBox[2]}" width="${width}" height="${height}" ${attrs}>`;
  const inline = `${open('class="site-diagram__svg" focusable="false"')}${body}</svg>`;
  const colours = Object.entries(STANDALONE_COLOURS)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  const standalone =
    `${open('')}<style>svg { ${colours} ${DERIVED} background: var(--bg); } ` +
    `text { font-family: ${FONT_STACK}; }</style>${body}</svg>\n`;
  return {hash, inline, standalone, width, height};
}

/** CSS for the inline copies: the renderer's variables mapped onto the site's tokens. */
export const DERIVED_VARIABLES = DERIVED;
