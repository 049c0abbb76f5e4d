/**
 * The pure parts of the partial-hydration layer (src/hydration): when the triggers make a static region live, and
 * the narrow-window decision. No DOM library is installed, so the few DOM objects the layer touches are faked
 * here: an element with listeners, `closest` and `querySelectorAll`, the document's `<html>` attribute, the
 * theme observer and `matchMedia`.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  CODE_BLOCK_SELECTOR,
  COLOR_MODE_ATTRIBUTE,
  DARK_COLOR_MODE,
  LIVE_IF_PARAM_SELECTOR,
  LIVE_ON_USE_SELECTOR,
  NARROW_WINDOW_QUERY,
} from '../../src/hydration/contracts';

const FOCUSABLE = 'button, a[href], [tabindex], textarea';

/** An element: the selectors it (or an ancestor) matches, what `querySelectorAll` answers, its listeners. */
class FakeElement {
  readonly listeners = new Map<string, {handler: (event: unknown) => void; options: unknown}>();
  readonly found = new Map<string, FakeElement[]>();
  readonly dataset: Record<string, string> = {};
  focused: unknown;
  constructor(readonly within: string[] = []) {}
  addEventListener(type: string, handler: (event: unknown) => void, options?: unknown) {
    this.listeners.set(type, {handler, options});
  }
  removeEventListener(type: string, handler: (event: unknown) => void) {
    if (this.listeners.get(type)?.handler === handler) this.listeners.delete(type);
  }
  querySelectorAll(selector: string): FakeElement[] {
    return this.found.get(selector) ?? [];
  }
  closest(selectors: string): FakeElement | null {
    return selectors.split(',').some((selector) => this.within.includes(selector.trim())) ? this : null;
  }
  focus(options: unknown) {
    this.focused = options;
  }
  /** Calls the listener of `type` as the browser would for an event whose target is `target`. */
  fire(type: string, target: FakeElement = this, extra: Record<string, unknown> = {}) {
    this.listeners.get(type)?.handler({type, target, ...extra});
  }
}

/** The element as the layer's functions type it. */
const html = (element: FakeElement) => element as unknown as HTMLElement;

/** The theme observers created by the module under test, with what each observes. */
let observers: {callback: () => void; observed: unknown[]}[];
let htmlAttributes: Map<string, string>;
let activeElement: unknown;
let search: string;
let narrow: boolean;
let mediaQueries: {query: string; listeners: Set<() => void>; readonly matches: boolean}[];

function setColorMode(mode: string) {
  htmlAttributes.set(COLOR_MODE_ATTRIBUTE, mode);
  for (const observer of observers) observer.callback();
}

beforeEach(() => {
  vi.resetModules();
  observers = [];
  htmlAttributes = new Map([[COLOR_MODE_ATTRIBUTE, 'light']]);
  activeElement = undefined;
  search = '';
  narrow = true;
  mediaQueries = [];
  vi.stubGlobal('Element', FakeElement);
  vi.stubGlobal('document', {
    documentElement: {getAttribute: (name: string) => htmlAttributes.get(name) ?? null},
    get activeElement() {
      return activeElement;
    },
  });
  vi.stubGlobal(
    'MutationObserver',
    class {
      readonly entry: {callback: () => void; observed: unknown[]};
      constructor(callback: () => void) {
        this.entry = {callback, observed: []};
        observers.push(this.entry);
      }
      observe(target: unknown, options: unknown) {
        this.entry.observed.push([target, options]);
      }
    },
  );
  vi.stubGlobal('window', {
    location: {
      get search() {
        return search;
      },
    },
    matchMedia: (query: string) => {
      const entry = {
        query,
        listeners: new Set<() => void>(),
        get matches() {
          return narrow;
        },
        addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
      };
      mediaQueries.push(entry);
      return entry;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const triggers = () => import('../../src/hydration/staticUntilUsed');

describe('isDark', () => {
  it('reads the colour-mode attribute of <html>', async () => {
    const {isDark} = await import('../../src/hydration/isDark');
    expect(isDark()).toBe(false);
    htmlAttributes.set(COLOR_MODE_ATTRIBUTE, DARK_COLOR_MODE);
    expect(isDark()).toBe(true);
  });
});

describe('liveOnFirstUse (a code block, a sidebar on a phone)', () => {
  it('arms pointer enter, focus in and touch start as passive listeners', async () => {
    const {liveOnFirstUse} = await triggers();
    const block = new FakeElement();
    liveOnFirstUse(html(block), () => undefined);
    expect([...block.listeners.keys()].sort()).toEqual(['focusin', 'pointerenter', 'touchstart']);
    for (const {options} of block.listeners.values()) expect(options).toEqual({passive: true});
  });

  it('goes live once, on the first of them, with the position of the focused control', async () => {
    const {liveOnFirstUse} = await triggers();
    const block = new FakeElement();
    const copy = new FakeElement();
    block.found.set(FOCUSABLE, [new FakeElement(), copy]);
    const goLive = vi.fn();
    liveOnFirstUse(html(block), goLive);
    activeElement = copy;
    block.fire('focusin', copy);
    block.fire('pointerenter');
    expect(goLive.mock.calls).toEqual([[1]]);
    expect(block.listeners.size).toBe(0);
  });

  it('passes -1 when the focus is outside the block', async () => {
    const {liveOnFirstUse} = await triggers();
    const block = new FakeElement();
    const goLive = vi.fn();
    liveOnFirstUse(html(block), goLive);
    block.fire('touchstart');
    expect(goLive.mock.calls).toEqual([[-1]]);
  });

  it('goes live at once on a page that is already dark', async () => {
    const {liveOnFirstUse} = await triggers();
    htmlAttributes.set(COLOR_MODE_ATTRIBUTE, DARK_COLOR_MODE);
    const block = new FakeElement();
    const goLive = vi.fn();
    liveOnFirstUse(html(block), goLive);
    expect(goLive.mock.calls).toEqual([[-1]]);
    expect(block.listeners.size).toBe(0);
  });

  it('makes every armed region live when the page turns dark, and not when it turns light', async () => {
    const {liveOnFirstUse} = await triggers();
    const first = vi.fn();
    const second = vi.fn();
    liveOnFirstUse(html(new FakeElement()), first);
    liveOnFirstUse(html(new FakeElement()), second);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed[0]).toEqual([
      document.documentElement,
      {attributes: true, attributeFilter: [COLOR_MODE_ATTRIBUTE]},
    ]);
    setColorMode('light');
    expect(first).not.toHaveBeenCalled();
    setColorMode(DARK_COLOR_MODE);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    setColorMode('light');
    setColorMode(DARK_COLOR_MODE);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('does nothing after its cleanup (the region unmounted)', async () => {
    const {liveOnFirstUse} = await triggers();
    const block = new FakeElement();
    const goLive = vi.fn();
    const cleanup = liveOnFirstUse(html(block), goLive);
    cleanup();
    expect(block.listeners.size).toBe(0);
    setColorMode(DARK_COLOR_MODE);
    expect(goLive).not.toHaveBeenCalled();
  });
});

describe('liveOnCodeBlockUse (a static page body)', () => {
  const inCodeBlock = () => new FakeElement([CODE_BLOCK_SELECTOR]);
  const inProse = () => new FakeElement();
  const inChecker = () => new FakeElement([LIVE_ON_USE_SELECTOR]);

  async function armed() {
    const {liveOnCodeBlockUse} = await triggers();
    const body = new FakeElement();
    const goLive = vi.fn();
    liveOnCodeBlockUse(html(body), goLive);
    return {body, goLive};
  }

  it('stays static while a mouse moves over prose, and while a finger scrolls over a code block', async () => {
    const {body, goLive} = await armed();
    body.fire('pointerover', inProse(), {pointerType: 'mouse'});
    body.fire('pointerover', inCodeBlock(), {pointerType: 'touch'});
    body.fire('click', inProse());
    body.fire('focusin', inProse());
    expect(goLive).not.toHaveBeenCalled();
  });

  it('goes live when a mouse moves over a code block', async () => {
    const {body, goLive} = await armed();
    body.fire('pointerover', inCodeBlock(), {pointerType: 'mouse'});
    expect(goLive).toHaveBeenCalledTimes(1);
  });

  it('goes live on a tap (click) or focus in a code block', async () => {
    for (const type of ['click', 'focusin']) {
      const {body, goLive} = await armed();
      body.fire(type, inCodeBlock());
      expect(goLive, type).toHaveBeenCalledTimes(1);
    }
  });

  it('goes live on focus or click in a control marked data-live-on-use, not on a pointer over it', async () => {
    const {body, goLive} = await armed();
    body.fire('pointerover', inChecker(), {pointerType: 'mouse'});
    expect(goLive).not.toHaveBeenCalled();
    body.fire('focusin', inChecker());
    expect(goLive).toHaveBeenCalledTimes(1);
    const click = await armed();
    click.body.fire('click', inChecker());
    expect(click.goLive).toHaveBeenCalledTimes(1);
  });

  it('goes live when the page turns dark', async () => {
    const {goLive} = await armed();
    setColorMode(DARK_COLOR_MODE);
    expect(goLive).toHaveBeenCalledTimes(1);
  });

  it('goes live at once, arming nothing, when the address carries the parameter of a control in it', async () => {
    const {liveOnCodeBlockUse} = await triggers();
    const body = new FakeElement();
    const checker = new FakeElement();
    checker.dataset.liveIfParam = 'recipe';
    body.found.set(LIVE_IF_PARAM_SELECTOR, [checker]);
    search = '?recipe=abc';
    const goLive = vi.fn();
    liveOnCodeBlockUse(html(body), goLive);
    expect(goLive.mock.calls).toEqual([[-1]]);
    expect(body.listeners.size).toBe(0);
    expect(observers).toHaveLength(0);
  });

  it('stays static when the address carries other parameters', async () => {
    const {liveOnCodeBlockUse} = await triggers();
    const body = new FakeElement();
    const checker = new FakeElement();
    checker.dataset.liveIfParam = 'recipe';
    body.found.set(LIVE_IF_PARAM_SELECTOR, [checker]);
    search = '?q=kafka';
    const goLive = vi.fn();
    liveOnCodeBlockUse(html(body), goLive);
    expect(goLive).not.toHaveBeenCalled();
    expect([...body.listeners.keys()].sort()).toEqual(['click', 'focusin', 'pointerover']);
  });
});

describe('neverLive and restoreFocus', () => {
  it('neverLive arms nothing, not even the dark-mode watch', async () => {
    const {neverLive} = await triggers();
    const region = new FakeElement();
    const goLive = vi.fn();
    const cleanup = neverLive(html(region), goLive);
    setColorMode(DARK_COLOR_MODE);
    cleanup();
    expect(goLive).not.toHaveBeenCalled();
    expect(region.listeners.size).toBe(0);
    expect(observers).toHaveLength(0);
  });

  it('restoreFocus focuses the control at the same position, without scrolling', async () => {
    const {restoreFocus} = await triggers();
    const region = new FakeElement();
    const controls = [new FakeElement(), new FakeElement()];
    region.found.set(FOCUSABLE, controls);
    restoreFocus(html(region), 1);
    expect(controls[1]!.focused).toEqual({preventScroll: true});
    expect(controls[0]!.focused).toBeUndefined();
    restoreFocus(html(region), -1);
    restoreFocus(html(region), 5);
    expect(controls[0]!.focused).toBeUndefined();
  });
});

describe('narrowWindow', () => {
  const narrowWindow = () => import('../../src/hydration/narrowWindow');

  it('asks the browser about the breakpoint of the contract', async () => {
    const {isNarrowWindow} = await narrowWindow();
    expect(isNarrowWindow()).toBe(true);
    narrow = false;
    expect(isNarrowWindow()).toBe(false);
    expect(new Set(mediaQueries.map(({query}) => query))).toEqual(new Set([NARROW_WINDOW_QUERY]));
  });

  it('liveWhenWide goes live when the window is widened past the breakpoint, not when it narrows', async () => {
    const {liveWhenWide} = await narrowWindow();
    const goLive = vi.fn();
    const cleanup = liveWhenWide(html(new FakeElement()), goLive);
    const [query] = mediaQueries;
    expect(query?.query).toBe(NARROW_WINDOW_QUERY);
    for (const listener of query!.listeners) listener();
    expect(goLive).not.toHaveBeenCalled();
    narrow = false;
    for (const listener of query!.listeners) listener();
    expect(goLive.mock.calls).toEqual([[-1]]);
    cleanup();
    expect(query!.listeners.size).toBe(0);
  });

  it('liveWhenWide ignores the colour mode', async () => {
    const {liveWhenWide} = await narrowWindow();
    const goLive = vi.fn();
    liveWhenWide(html(new FakeElement()), goLive);
    setColorMode(DARK_COLOR_MODE);
    expect(goLive).not.toHaveBeenCalled();
  });
});
