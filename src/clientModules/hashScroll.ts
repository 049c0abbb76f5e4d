/**
 * Lands on the element a link points at (`/docs/a#heading`, `#config-profiling.enabled`).
 *
 * - After a client-side navigation to another page: the framework scrolls to the fragment in a layout effect right
 *   after the route changes, but the new page's body may be committed a moment later (its component renders once
 *   its loaded chunks resolve), so on large pages such as the GraphQL reference the element did not exist yet and
 *   the reader stayed at the old scroll position. When that happens, this waits (up to a few seconds) for the
 *   element to appear and scrolls to it then.
 * - Collapsed groups: a target inside a closed `<details>` (a row in a collapsed group of a connector page's options
 *   table, src/components/ConnectorOptions) has no box to scroll to, so the groups around it are opened first
 *   (src/utils/revealTarget.ts): on first load (as soon as this module runs, before hydration), on every route
 *   update, when the hash changes in place (address bar, history), and on a click on a same-page `#` link, before
 *   the browser follows it (also when the link names the hash already shown, which fires no event).
 */
import type {ClientModule} from '@docusaurus/types';
import {fragmentId, revealTarget} from '@site/src/utils/revealTarget';

const WAIT_MS = 5000;

let pending: (() => void) | undefined;

/** Opens the groups around the hash's target; scrolls to it when something was opened. True when it exists. */
function revealHash(hash: string): boolean {
  const id = fragmentId(hash);
  if (!id) return false;
  const found = revealTarget(id);
  if (!found) return false;
  if (found.opened > 0) found.element.scrollIntoView();
  return true;
}

/** A click on a link to an element of this page: open its group before the browser scrolls to it. */
function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.hash) return;
  if (anchor.origin !== window.location.origin || anchor.pathname !== window.location.pathname) return;
  const id = fragmentId(anchor.hash);
  if (id) revealTarget(id);
}

if (typeof window !== 'undefined') {
  revealHash(window.location.hash);
  window.addEventListener('hashchange', () => revealHash(window.location.hash));
  document.addEventListener('click', onClick, true);
}

export const onRouteDidUpdate: NonNullable<ClientModule['onRouteDidUpdate']> = ({location, previousLocation}) => {
  pending?.();
  pending = undefined;
  if (typeof window === 'undefined' || !location.hash) return;
  if (previousLocation && location.pathname === previousLocation.pathname && location.hash === previousLocation.hash)
    return;
  if (revealHash(location.hash) || !previousLocation) return; // found (the framework scrolled), or a first load
  const observer = new MutationObserver(() => {
    const id = fragmentId(location.hash);
    const found = id ? revealTarget(id) : undefined;
    if (!found) return;
    stop();
    found.element.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  pending = stop;
  observer.observe(document.body, {childList: true, subtree: true});
};
