/**
 * One head update per render in the browser (issue 19: total blocking time). Each `<Head>` of a page (site
 * metadata, page metadata, hreflang links, structured data ...) is a react-helmet-async instance, and each one, as
 * it first renders, merges the props of every instance registered so far: quadratic work inside the hydration
 * task (about a quarter of a doc page's hydration under Lighthouse's instrumentation).
 *
 * In the client bundle only, this plugin points `@docusaurus/Head` at `Head.tsx`, whose instances share a
 * HelmetData that merges once per microtask. The server keeps the framework's Head and its provider context.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacements} from '../moduleReplacement';

export default function coalescedHeadPlugin(): Plugin {
  return {
    name: 'coalesced-head',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: moduleReplacements(utils, [
          [
            /^@docusaurus\/Head$|core[\\/]lib[\\/]client[\\/]exports[\\/]Head(\.js)?$/,
            path.join(__dirname, 'Head.tsx'),
          ],
        ]),
      };
    },
  };
}
