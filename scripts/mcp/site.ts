/**
 * Read-only access to a built copy of the site (`npm run build` -> `build/`, `npm run build:test` -> `build-test/`)
 * for the MCP server: the Markdown twins of the docs (`<dir>/docs/<page>.md`, written by scripts/postbuild/llms.ts),
 * llms.txt and the connector capability data (`<dir>/integrations/capabilities.json`, scripts/postbuild/capabilities.ts).
 * Nothing here writes, and no path outside the build directory is ever opened.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteUrl} from '../../config/site';

export const SITE_URL = siteUrl.replace(/\/+$/, '');
export const DOCS_VERSIONS = ['current', '1.1.0'] as const;
export type DocsVersion = (typeof DOCS_VERSIONS)[number];

/** Frozen versions live under `/docs/<name>/`; everything else under `/docs/` is the current version (Next). */
const FROZEN_PREFIXES: Record<Exclude<DocsVersion, 'current'>, string> = {'1.1.0': '/docs/1.1.0/'};

export interface TwinPage {
  /** The page's URL path without `.md`, e.g. `/docs/quickstart` or `/docs/1.1.0/quickstart`. */
  route: string;
  version: DocsVersion;
  title: string;
  /** The whole twin, `# Title` line included. */
  markdown: string;
}

export class SiteError extends Error {}

export function versionOfRoute(route: string): DocsVersion {
  for (const [version, prefix] of Object.entries(FROZEN_PREFIXES)) {
    if (route.startsWith(prefix) || `${route}/` === prefix) return version as DocsVersion;
  }
  return 'current';
}

export const pageUrl = (route: string) => `${SITE_URL}${route}`;

/** The files of a built site, read once and kept in memory (about 11 MB of twins for a full build). */
export class BuiltSite {
  readonly dir: string;
  private pages: Map<string, TwinPage> | undefined;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    if (!fs.existsSync(this.dir) || !fs.statSync(this.dir).isDirectory()) {
      throw new SiteError(`${this.dir} is not a directory: build the site first (npm run build) or pass --dir`);
    }
    if (!fs.existsSync(path.join(this.dir, 'docs'))) {
      throw new SiteError(`${this.dir} has no docs/ folder: it is not a build of this site`);
    }
  }

  /**
   * The absolute path of `relative` inside the build directory, or undefined when it would leave it (`..`,
   * absolute paths, NUL bytes, or a symbolic link pointing outside).
   */
  resolveInside(relative: string): string | undefined {
    if (relative.includes('\0')) return undefined;
    const parts = relative.split(/[\\/]+/).filter(Boolean);
    if (parts.some((p) => p === '..' || p === '.')) return undefined;
    const full = path.resolve(this.dir, ...parts);
    if (full !== this.dir && !full.startsWith(this.dir + path.sep)) return undefined;
    if (fs.existsSync(full)) {
      const real = fs.realpathSync(full);
      const realDir = fs.realpathSync(this.dir);
      if (real !== realDir && !real.startsWith(realDir + path.sep)) return undefined;
    }
    return full;
  }

  /** Reads a file of the build as text; undefined when it does not exist or is outside the build. */
  readText(relative: string): string | undefined {
    const full = this.resolveInside(relative);
    if (!full || !fs.existsSync(full) || !fs.statSync(full).isFile()) return undefined;
    return fs.readFileSync(full, 'utf8');
  }

  /** Every Markdown twin of the build by route (`/docs/x`), loaded on first use. */
  twins(): Map<string, TwinPage> {
    if (this.pages) return this.pages;
    const pages = new Map<string, TwinPage>();
    const docsDir = path.join(this.dir, 'docs');
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile() && entry.name.endsWith('.md')) {
          const rel = path.relative(this.dir, full).split(path.sep).join('/');
          const route = `/${rel.slice(0, -'.md'.length)}`;
          const markdown = fs.readFileSync(full, 'utf8');
          const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? route;
          pages.set(route, {route, version: versionOfRoute(route), title, markdown});
        }
      }
    };
    walk(docsDir);
    this.pages = pages;
    return pages;
  }

  /** The JSON of a build file, or undefined when the build has no such file. */
  readJson(relative: string): unknown {
    const text = this.readText(relative);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SiteError(`${relative} in ${this.dir} is not valid JSON: rebuild the site`);
    }
  }
}
