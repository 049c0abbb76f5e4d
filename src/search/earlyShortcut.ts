/**
 * The search shortcuts (Ctrl/Cmd+K anywhere, `/` outside inputs) work before the page has hydrated: a small inline
 * script in the page head (EARLY_SHORTCUT_SCRIPT, added by docusaurus.config.ts) records the keystroke until the
 * search bar mounts, and the search bar then opens the modal (takeEarlySearchIntent).
 */

const INTENT = '__siteSearchIntent';
const READY = '__siteSearchReady';

interface Intent {
  query: string;
}

type IntentWindow = Window & {[INTENT]?: Intent; [READY]?: boolean};

/** Called once by the search bar when it mounts: returns a pending shortcut, if any, and takes over from then on. */
export function takeEarlySearchIntent(): Intent | null {
  const w = window as IntentWindow;
  w[READY] = true;
  const intent = w[INTENT] ?? null;
  delete w[INTENT];
  return intent;
}

/** Plain ES5, no dependencies: it runs before any bundle. Its hash goes into the CSP (npm run security:headers). */
export const EARLY_SHORTCUT_SCRIPT = `(function(){document.addEventListener('keydown',function(e){
if(window.${READY})return;var t=e.target||{},n=(t.tagName||'').toUpperCase();
var typing=t.isContentEditable||n==='INPUT'||n==='SELECT'||n==='TEXTAREA';
var k=(e.key||'').toLowerCase();
if(((e.metaKey||e.ctrlKey)&&k==='k')||(!typing&&e.key==='/'&&!e.metaKey&&!e.ctrlKey&&!e.altKey)){
e.preventDefault();window.${INTENT}={query:''};}},true);})();`;
