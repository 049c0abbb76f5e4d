/**
 * Light internal links in the browser (less total blocking time). `@docusaurus/Link` renders react-router's
 * link (three nested components) and gives every internal link its own click, mouseenter and touchstart
 * listeners and an IntersectionObserver. Hydration attaches each listener separately: a doc page with its sidebar,
 * navbar and footer has about 100 such links, a reference page 600, and `addEventListener` was the largest single
 * cost of hydration (far larger still under Lighthouse's instrumentation).
 *
 * In the client bundle only, this plugin points `@docusaurus/Link` at `Link.tsx`, which renders a plain `<a>` for
 * an internal link and routes clicks and preloads from one set of document listeners. The server keeps the
 * framework's link, so the HTML and the broken-link checker are unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacements} from '../moduleReplacement';

export default function lightLinksPlugin(): Plugin {
  return {
    name: 'light-links',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        // Link.tsx imports the framework's link with a `?original` query, which this pattern does not match.
        plugins: moduleReplacements(utils, [
          [
            /^@docusaurus\/Link$|core[\\/]lib[\\/]client[\\/]exports[\\/]Link(\.js)?$/,
            path.join(__dirname, 'Link.tsx'),
          ],
        ]),
      };
    },
  };
}
