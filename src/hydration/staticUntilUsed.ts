/**
 * The triggers that make a static region (src/hydration/README.md) live in the browser. A code block rendered by the
 * server becomes live on the reader's first pointer, focus or touch inside it, or at once (and for every block) when
 * the page is, or turns, dark: the server renders the light theme's colours.
 */
import {CODE_BLOCK_SELECTOR, COLOR_MODE_ATTRIBUTE, LIVE_IF_PARAM_SELECTOR, LIVE_ON_USE_SELECTOR} from './contracts';
import {isDark} from './isDark';

const TRIGGERS = ['pointerenter', 'focusin', 'touchstart'] as const;
const FOCUSABLE = 'button, a[href], [tabindex], textarea';

const onDark = new Set<() => void>();
let themeObserver: MutationObserver | undefined;

function watchTheme(callback: () => void): () => void {
  onDark.add(callback);
  themeObserver ??= new MutationObserver(() => {
    if (isDark()) for (const notify of [...onDark]) notify();
  });
  themeObserver.observe(document.documentElement, {attributes: true, attributeFilter: [COLOR_MODE_ATTRIBUTE]});
  return () => onDark.delete(callback);
}

/** An event type that may make a block live, and the test an event of that type must pass. */
type Trigger = [type: string, wanted: (event: Event) => boolean];

/**
 * Calls `goLive` once, on the first wanted trigger event in `element` or when the page is or turns dark. Passes
 * the position of the element that had focus inside `element` at that moment (or -1), so that focus can be put
 * back on the same control after the re-render. Returns the cleanup.
 */
function liveOnFirst(element: HTMLElement, triggers: Trigger[], goLive: (focusIndex: number) => void): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cleanup();
    const focusables = Array.from(element.querySelectorAll(FOCUSABLE));
    goLive(focusables.indexOf(document.activeElement as Element));
  };
  const handlers = triggers.map(([type, wanted]): [string, (event: Event) => void] => [
    type,
    (event) => {
      if (wanted(event)) fire();
    },
  ]);
  const stopWatching = watchTheme(fire);
  for (const [type, handler] of handlers) element.addEventListener(type, handler, {passive: true});
  function cleanup() {
    stopWatching();
    for (const [type, handler] of handlers) element.removeEventListener(type, handler);
  }
  if (isDark()) fire();
  return cleanup;
}

/** Arms the triggers that make a static region live; calls `goLive` once; returns the cleanup. */
export type LiveTrigger = (element: HTMLElement, goLive: (focusIndex: number) => void) => () => void;

/** For a static region with nothing to use (dates, edit links): it stays as the server wrote it. */
export const neverLive: LiveTrigger = () => () => undefined;

/** A single code block: live on the first pointer, focus or touch inside it (or a dark page). */
export function liveOnFirstUse(element: HTMLElement, goLive: (focusIndex: number) => void): () => void {
  return liveOnFirst(
    element,
    TRIGGERS.map((type): Trigger => [type, () => true]),
    goLive,
  );
}

/** Puts focus back on the control at `index` among the focusable elements of `element`. */
export function restoreFocus(element: HTMLElement, index: number): void {
  if (index < 0) return;
  const target = element.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
  target?.focus({preventScroll: true});
}

/**
 * As `liveOnFirstUse`, for a region that holds code blocks among other markup (a reference page's body): fires
 * on a mouse pointer over, focus in, or a tap (click) on one of its code blocks, on focus in or a click on a
 * control marked `data-live-on-use`, or when the page turns dark.
 * A touch that only scrolls past a block does not fire: rendering the whole region is a larger task than one
 * block, and a phone scrolling a long page should not pay it.
 */
export function liveOnCodeBlockUse(region: HTMLElement, goLive: (focusIndex: number) => void): () => void {
  const inside = (selector: string) => (event: Event) =>
    event.target instanceof Element && event.target.closest(selector) !== null;
  const inCodeBlock = inside(CODE_BLOCK_SELECTOR);
  const inUse = inside(`${CODE_BLOCK_SELECTOR}, ${LIVE_ON_USE_SELECTOR}`);
  // A control whose state the address carries (`data-live-if-param`, e.g. `?recipe=` of the recipe checker)
  // renders live at once, to show that state.
  const params = new URLSearchParams(window.location.search);
  const carried = Array.from(region.querySelectorAll<HTMLElement>(LIVE_IF_PARAM_SELECTOR)).some((element) =>
    params.has(element.dataset.liveIfParam ?? ''),
  );
  if (carried) {
    goLive(-1);
    return () => undefined;
  }
  return liveOnFirst(
    region,
    [
      ['pointerover', (event) => (event as PointerEvent).pointerType !== 'touch' && inCodeBlock(event)],
      ['focusin', inUse],
      ['click', inUse],
    ],
    goLive,
  );
}
