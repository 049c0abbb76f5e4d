/**
 * The registry of data a static region renders on demand (src/hydration/deferredData.ts): a value (the server) read
 * at once, one download per key started after the first render in the browser, read synchronously once there, and
 * found through the marked elements of a region about to go live.
 */
import {createElement, Suspense} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';

async function freshRegistry() {
  vi.resetModules();
  return import('../../src/hydration/deferredData');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deferredData', () => {
  it('renders data registered as a value at once, with no fallback (the server)', async () => {
    const {deferData, loadDeferred, useDeferred} = await freshRegistry();
    expect(deferData('current/x', {value: ['a', 'b']})).toBe('current/x');
    const Reader = () => createElement('p', null, useDeferred<string[]>('current/x').join(','));
    const html = renderToStaticMarkup(createElement(Suspense, {fallback: 'waiting'}, createElement(Reader)));
    expect(html).toBe('<p>a,b</p>');
    await expect(loadDeferred('current/x')).resolves.toEqual(['a', 'b']);
  });

  it('shows the fallback while a loader has not delivered, and loads once per key', async () => {
    const {deferData, loadDeferred, useDeferred} = await freshRegistry();
    const load = vi.fn(() => Promise.resolve({default: 7}));
    deferData('current/later', load);
    expect(load).not.toHaveBeenCalled();
    const Reader = () => createElement('p', null, String(useDeferred<number>('current/later')));
    expect(renderToStaticMarkup(createElement(Suspense, {fallback: 'waiting'}, createElement(Reader)))).toBe('waiting');
    await loadDeferred('current/later');
    expect(renderToStaticMarkup(createElement(Reader))).toBe('<p>7</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('in the browser waits for the first render, then loads a JSON file by URL on registration', async () => {
    vi.stubGlobal('window', {});
    const fetch = vi.fn(() => Promise.resolve({ok: true, status: 200, json: () => Promise.resolve({rows: 1})}));
    vi.stubGlobal('fetch', fetch);
    const {deferData, loadDeferred, onRouteDidUpdate} = await freshRegistry();
    deferData('current/first', '/assets/first.json');
    expect(fetch).not.toHaveBeenCalled(); // the page that hydrates keeps it unloaded
    onRouteDidUpdate({location: {} as never, previousLocation: null});
    deferData('current/next', '/assets/next.json');
    expect(fetch).toHaveBeenCalledWith('/assets/next.json');
    await expect(loadDeferred('current/first')).resolves.toEqual({rows: 1});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps an entry registered again with the same URL, and replaces it for a new URL (a hot update)', async () => {
    vi.stubGlobal('window', {});
    const fetch = vi.fn((url: string) =>
      Promise.resolve({ok: true, status: 200, json: () => Promise.resolve(url.includes('new') ? 'new' : 'old')}),
    );
    vi.stubGlobal('fetch', fetch);
    const {deferData, loadDeferred} = await freshRegistry();
    deferData('current/x', '/assets/data/x.old.json');
    await expect(loadDeferred('current/x')).resolves.toBe('old');
    deferData('current/x', '/assets/data/x.old.json');
    await expect(loadDeferred('current/x')).resolves.toBe('old');
    expect(fetch).toHaveBeenCalledTimes(1);
    deferData('current/x', '/assets/data/x.new.json');
    await expect(loadDeferred('current/x')).resolves.toBe('new');
  });

  it('names the URL and status when a file cannot be fetched, and the key when nothing is registered', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('fetch', () => Promise.resolve({ok: false, status: 404}));
    const {deferData, loadDeferred} = await freshRegistry();
    deferData('current/gone', '/assets/gone.json');
    await expect(loadDeferred('current/gone')).rejects.toThrow('deferredData: /assets/gone.json answered 404');
    await expect(loadDeferred('current/none')).rejects.toThrow('nothing is registered under "current/none"');
  });

  it('loads the data of every marked element inside a region', async () => {
    vi.stubGlobal('window', {});
    const {deferData, loadDeferredIn} = await freshRegistry();
    deferData('current/a', () => Promise.resolve({default: 1}));
    deferData('current/b', () => Promise.resolve({default: 2}));
    const region = {
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('[data-deferred]');
        return ['current/a', 'current/b'].map((key) => ({getAttribute: () => key}));
      },
    } as unknown as Element;
    await expect(loadDeferredIn(region)).resolves.toEqual([1, 2]);
  });
});
