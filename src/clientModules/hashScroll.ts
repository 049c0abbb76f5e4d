/**
 * Lands on the heading a link points at after a client-side navigation to another page (`/docs/a#heading`).
 *
 * The framework scrolls to the fragment in a layout effect right after the route changes, but the new page's
 * body may be committed a moment later (its component renders once its loaded chunks resolve), so on large pages
 * such as the GraphQL reference the element did not exist yet and the reader stayed at the old scroll position.
 * When that happens, this waits (up to a few seconds) for the element to appear and scrolls to it then.
 */
import type {ClientModule} from '@docusaurus/types';

const WAIT_MS = 5000;

let pending: (() => void) | undefined;

export const onRouteDidUpdate: NonNullable<ClientModule['onRouteDidUpdate']> = ({location, previousLocation}) => {
  pending?.();
  pending = undefined;
  if (typeof window === 'undefined' || !previousLocation || !location.hash) return;
  if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // a malformed fragment names no element
  }
  if (document.getElementById(id)) return; // the framework found it and scrolled
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    element.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  pending = stop;
  observer.observe(document.body, {childList: true, subtree: true});
};
