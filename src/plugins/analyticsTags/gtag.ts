/**
 * Google Analytics through Docusaurus' own gtag plugin (its client module sends a page view on every route change,
 * with the page's title, location and path), with the plugin's inline set-up snippet replaced by a same-origin file
 * (static/analytics/gtag-init.js) that reads the tracking id from a data attribute. Why: the Content-Security-Policy
 * allows inline scripts by hash, and a snippet with the id inside would need a different policy for every id, so the
 * committed production policy could not be tested with the test build's ids (scripts/security/headers.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginGoogleGtag from '@docusaurus/plugin-google-gtag';

export interface GtagOptions {
  trackingID: string;
}

export default function gtagPlugin(context: LoadContext, {trackingID}: GtagOptions): Plugin | null {
  // IP anonymisation off, as the original site's page-tracking tag.
  const plugin = pluginGoogleGtag(context, {trackingID: [trackingID], anonymizeIP: false});
  if (!plugin) return null;
  return {
    ...plugin,
    // The upstream plugin names its client module relative to its own folder.
    getClientModules: () => [require.resolve('@docusaurus/plugin-google-gtag/lib/gtag.js')],
    injectHtmlTags: () => ({
      headTags: [
        {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.google-analytics.com'}},
        {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.googletagmanager.com'}},
        {
          tagName: 'script',
          attributes: {defer: true, src: `${context.baseUrl}analytics/gtag-init.js`, 'data-tracking-id': trackingID},
        },
        {
          tagName: 'script',
          attributes: {
            async: true,
            src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingID)}`,
          },
        },
      ],
    }),
  };
}
