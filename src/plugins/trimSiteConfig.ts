/**
 * Leaves out of the bundles the parts of the site config only the build reads (page weight). Docusaurus writes the
 * whole config to `.docusaurus/docusaurus.config.mjs` and both bundles import it for `useDocusaurusContext()`, so
 * every first visit downloaded the HTML template, the preset and plugin options, the head tags and the bundler
 * switches (about 7 kB of JSON, 2.5 kB gzipped); `site-metadata.json` likewise lists every plugin's version. Those keys are read by the build in Node from the loaded config object, never from this
 * file; no client code of @docusaurus/* or of this site reads them (tests/unit/trimSiteConfig.test.ts checks both).
 * Runs in production builds, before either bundle is compiled (server and client then read the same file).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Keys of the site config the bundles never read. */
export const BUILD_ONLY_KEYS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'webpack',
] as const;

/** Keys of `future` only the build reads (bundler and VCS switches). */
export const BUILD_ONLY_FUTURE_KEYS = ['faster', 'experimental_vcs'] as const;

const PREFIX = 'export default ';

/** The generated module without the build-only keys; unchanged when it holds none. */
export function trimConfigModule(source: string): {source: string; removed: string[]} {
  const start = source.indexOf(PREFIX);
  if (start < 0) throw new Error(`[trim-site-config] no "${PREFIX}" in the generated site config: re-check the patch`);
  const body = source
    .slice(start + PREFIX.length)
    .trim()
    .replace(/;$/, '');
  const config = JSON.parse(body) as Record<string, unknown>;
  const removed: string[] = BUILD_ONLY_KEYS.filter((key) => key in config);
  for (const key of removed) delete config[key];
  const future = config.future as Record<string, unknown> | undefined;
  for (const key of BUILD_ONLY_FUTURE_KEYS) {
    if (future && key in future) {
      delete future[key];
      removed.push(`future.${key}`);
    }
  }
  if (removed.length === 0) return {source, removed};
  return {source: `${source.slice(0, start)}${PREFIX}${JSON.stringify(config, null, 2)};\n`, removed};
}

/**
 * The site metadata without the version of every plugin (read only by the debug plugin, which runs in development,
 * where this patch is off); unchanged when it has none.
 */
export function trimSiteMetadata(json: string): string | undefined {
  const metadata = JSON.parse(json) as Record<string, unknown>;
  if (!('pluginVersions' in metadata)) return undefined;
  delete metadata.pluginVersions;
  return JSON.stringify(metadata, null, 2);
}

export default function trimSiteConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'trim-site-config',
    configureWebpack(config) {
      if (config.mode !== 'production') return {};
      const file = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
      const {source, removed} = trimConfigModule(fs.readFileSync(file, 'utf8'));
      if (removed.length > 0) {
        fs.writeFileSync(file, source);
        console.log(`[trim-site-config] left out of the bundles: ${removed.join(', ')}`);
      }
      const metadataFile = path.join(context.generatedFilesDir, 'site-metadata.json');
      const metadata = trimSiteMetadata(fs.readFileSync(metadataFile, 'utf8'));
      if (metadata !== undefined) fs.writeFileSync(metadataFile, metadata);
      return {};
    },
  };
}
