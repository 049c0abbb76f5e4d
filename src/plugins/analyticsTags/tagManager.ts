/**
 * Google Tag Manager through Docusaurus' own plugin, with its inline loader replaced by a same-origin file
 * (static/analytics/gtm-init.js) that reads the container id from a data attribute: the policy reason is in gtag.ts.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginGoogleTagManager from '@docusaurus/plugin-google-tag-manager';

export interface TagManagerOptions {
  containerId: string;
}

export default function tagManagerPlugin(context: LoadContext, {containerId}: TagManagerOptions): Plugin | null {
  const plugin = pluginGoogleTagManager(context, {containerId});
  if (!plugin) return null;
  const id = encodeURIComponent(containerId);
  return {
    ...plugin,
    injectHtmlTags: () => ({
      preBodyTags: [
        {
          tagName: 'noscript',
          innerHTML: `<iframe src="https://www.googletagmanager.com/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`,
        },
      ],
      headTags: [
        {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.googletagmanager.com'}},
        {
          tagName: 'script',
          attributes: {defer: true, src: `${context.baseUrl}analytics/gtm-init.js`, 'data-container-id': containerId},
        },
      ],
    }),
  };
}
