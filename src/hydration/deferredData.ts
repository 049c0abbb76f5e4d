/**
 * Data that a static region renders but that a first visit never needs, kept out of the page's JavaScript.
 *
 * A connector page's options table was about a quarter of the page's JavaScript (a JSON literal in the page chunk),
 * yet on the page a reader lands on the body stays as the server rendered it (StaticBody) and that data is never
 * read. A page registers such data under a key (`deferData`): on the server the data itself, in the browser the
 * URL of the same data as a static file. The component that renders it reads it with `useDeferred` and marks its
 * element with the key (`DEFERRED_DATA_ATTRIBUTE`). Where each render gets it:
 *
 * - the server: at once, so the HTML holds the whole table. The component renders no Suspense boundary around
 *   data that is ready (`isDeferredReady`): React's server renderer outlines a large boundary even when nothing
 *   suspended, streaming a fallback and a script that swaps the content in (a build test rules that out);
 * - a static region about to go live (StaticBody): it loads the data of every marked element in it first
 *   (`loadDeferredIn`), so the live render finds it ready and replaces the server's markup without a gap;
 * - a page reached by client-side navigation: the page module registers its data while the route loads, and
 *   after the first render a registration starts the download at once; the component shows its fallback only
 *   if the data is still on its way when the page renders.
 */
import {use} from 'react';
import type {ClientModule} from '@docusaurus/types';
import {DEFERRED_DATA_ATTRIBUTE, DEFERRED_DATA_SELECTOR} from './contracts';

export type DeferredLoader = () => Promise<{default: unknown}>;

/** A JSON file by URL, as a loader. */
const fetchJson =
  (url: string): DeferredLoader =>
  async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`deferredData: ${url} answered ${response.status}`);
    return {default: (await response.json()) as unknown};
  };

interface Entry {
  /** What the page registered: a value, a loader or a URL. */
  source: unknown;
  load: DeferredLoader;
  promise?: Promise<unknown>;
  /** Set once the data has arrived, so later renders read it without suspending. */
  ready?: {value: unknown};
}

const entries = new Map<string, Entry>();
/** False until the first page has rendered: the page that hydrates keeps its deferred data unloaded. */
let afterFirstRender = false;

/**
 * Registers a page's deferred data under `key` (unique per docs version and page): the data itself (the server,
 * which must render it at once), a loader, or the URL of a JSON file (the browser). Returns the key.
 */
export function deferData(key: string, source: {value: unknown} | DeferredLoader | string): string {
  // The same page module registers again after a hot update (`npm start`): a changed file has a new URL.
  if (entries.get(key)?.source === source) return key;
  if (typeof source === 'object') {
    entries.set(key, {source, load: () => Promise.resolve({default: source.value}), ready: source});
  } else entries.set(key, {source, load: typeof source === 'string' ? fetchJson(source) : source});
  if (afterFirstRender) void loadDeferred(key);
  return key;
}

/** Loads the data registered under `key` (once; later calls share the download). */
export function loadDeferred(key: string): Promise<unknown> {
  const entry = entries.get(key);
  if (!entry) return Promise.reject(new Error(`deferredData: nothing is registered under "${key}"`));
  if (entry.ready) return Promise.resolve(entry.ready.value);
  entry.promise ??= entry.load().then((module) => {
    entry.ready = {value: module.default};
    return module.default;
  });
  return entry.promise;
}

/** Whether the data registered under `key` has arrived (always, on the server). */
export const isDeferredReady = (key: string): boolean => Boolean(entries.get(key)?.ready);

/** The data registered under `key`; suspends until it has arrived. */
export function useDeferred<T>(key: string): T {
  const entry = entries.get(key);
  if (!entry) throw new Error(`deferredData: nothing is registered under "${key}"`);
  if (entry.ready) return entry.ready.value as T;
  return use(loadDeferred(key)) as T;
}

/** Loads the deferred data of every marked element inside `element` (before a static region goes live). */
export function loadDeferredIn(element: Element): Promise<unknown[]> {
  const keys = Array.from(element.querySelectorAll(DEFERRED_DATA_SELECTOR), (e) =>
    e.getAttribute(DEFERRED_DATA_ATTRIBUTE),
  );
  return Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => loadDeferred(key)));
}

/** A client module (docusaurus.config.ts): notes that the first page has rendered. */
export const onRouteDidUpdate: NonNullable<ClientModule['onRouteDidUpdate']> = () => {
  afterFirstRender = true;
};
