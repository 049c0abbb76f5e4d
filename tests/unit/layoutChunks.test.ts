import {describe, expect, it} from 'vitest';
import {genChunkName} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import layoutChunksPlugin, {LAYOUT_CHUNKS, layoutCacheGroup, routeChunkName} from '../../src/plugins/layoutChunks';

describe('layout chunks (src/plugins/layoutChunks.ts)', () => {
  it('knows the chunk names Docusaurus gives the route components in production', () => {
    for (const component of Object.values(LAYOUT_CHUNKS).flat()) {
      expect(routeChunkName(component)).toBe(genChunkName(component, '__comp', undefined, true));
    }
    expect(routeChunkName('@theme/DocItem')).toBe('17896441');
  });

  it("selects only its family's chunks, and wins over the framework's common group but not its styles", () => {
    const group = layoutCacheGroup('doc-layout', LAYOUT_CHUNKS['doc-layout']);
    expect(group.chunks({name: routeChunkName('@theme/DocRoot')})).toBe(true);
    expect(group.chunks({name: routeChunkName('@theme/BlogPostPage')})).toBe(false);
    expect(group.chunks({name: null})).toBe(false);
    expect(group).toMatchObject({name: 'doc-layout', enforce: true});
    expect(group.priority).toBeGreaterThan(40);
    expect(group.priority).toBeLessThan(50);
  });

  it('adds one cache group per family to the client build only', () => {
    const plugin = layoutChunksPlugin();
    const configure = (mode: string, isServer: boolean) =>
      plugin.configureWebpack!({mode} as never, isServer, {} as never, {} as never) as {
        optimization?: {splitChunks: {cacheGroups: Record<string, {name: string}>}};
      };
    expect(Object.keys(configure('production', false).optimization!.splitChunks.cacheGroups)).toEqual(
      Object.keys(LAYOUT_CHUNKS),
    );
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });
});
