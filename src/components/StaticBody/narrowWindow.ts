import type {LiveTrigger} from '@site/src/theme/CodeBlock/staticUntilUsed';

/**
 * The theme's desktop breakpoint (Infima's 996 px): below it the navbar's items and the desktop sidebar are hidden
 * by CSS, and the phone menu shows them instead. Regions hidden there can stay static on a narrow window.
 */
const NARROW = '(max-width: 996px)';

export const isNarrowWindow = (): boolean => window.matchMedia(NARROW).matches;

/** A region static on a narrow window becomes live once the window is widened to desktop, where it shows. */
export const liveWhenWide: LiveTrigger = (_element, goLive) => {
  const query = window.matchMedia(NARROW);
  const onChange = () => {
    if (!query.matches) goLive(-1);
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
