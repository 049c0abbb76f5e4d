/**
 * Opening `x.html` or `x/index.html`: Docusaurus' router strips the suffix and renders page `x`, but a static host
 * without clean-URL redirects has sent its 404.html (or, for some pages, HTML that differs from the client's first
 * render) for that address, and hydrating page `x` over it left both pages on screen. Before hydration starts, this
 * sends the browser to the clean address, whose HTML is the page's own. Hosts that redirect on their own
 * (vercel.json `cleanUrls`, scripts/serve, bench/serve.ts) never serve such an address.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {cleanAddress} from '@site/src/utils/cleanAddress';

if (ExecutionEnvironment.canUseDOM) {
  const clean = cleanAddress(window.location.pathname, siteConfig.baseUrl);
  if (clean) window.location.replace(`${clean}${window.location.search}${window.location.hash}`);
}
