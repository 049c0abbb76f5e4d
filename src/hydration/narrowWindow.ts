import {NARROW_WINDOW_QUERY} from './contracts';
import type {LiveTrigger} from './staticUntilUsed';

/**
 * Below the theme's desktop breakpoint (src/hydration/contracts.ts) the navbar's items and the desktop sidebars are
 * hidden by CSS, and the phone menu shows them instead. Regions hidden there can stay static on a narrow window.
 */
export const isNarrowWindow = (): boolean => window.matchMedia(NARROW_WINDOW_QUERY).matches;

/** A region static on a narrow window becomes live once the window is widened to desktop, where it shows. */
export const liveWhenWide: LiveTrigger = (_element, goLive) => {
  const query = window.matchMedia(NARROW_WINDOW_QUERY);
  const onChange = () => {
    if (!query.matches) goLive(-1);
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
