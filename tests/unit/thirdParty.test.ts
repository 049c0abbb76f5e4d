import {describe, expect, it} from 'vitest';
import {analyticsIds, enabledThirdParty, thirdPartyHosts, thirdPartyScripts} from '../../config/thirdParty';

describe('third-party scripts (config/thirdParty.ts)', () => {
  it('emits nothing without identifiers', () => {
    expect(enabledThirdParty({})).toEqual([]);
    expect(analyticsIds({})).toEqual({gtagId: undefined, gtmContainerId: undefined});
    expect(thirdPartyHosts({})).toEqual([]);
  });

  it('emits exactly the configured scripts with their identifiers', () => {
    const env = {HOTJAR_SITE_ID: '12345', KAPA_WEBSITE_ID: 'kapa-site', CLEARBIT_KEY: ' '};
    const enabled = enabledThirdParty(env);
    expect(enabled.map((s) => s.name)).toEqual(['hotjar', 'kapa']);
    const kapa = enabled[1]!.tags[0]!;
    expect(kapa.attributes).toMatchObject({
      src: 'https://widget.kapa.ai/kapa-widget.bundle.js',
      'data-website-id': 'kapa-site',
      'data-modal-override-open-shortcut': 'mod+j',
    });
    // No inline code: the loader is a same-origin file that reads the id from its data attribute.
    expect(enabled[0]!.tags[0]!.innerHTML).toBeUndefined();
    expect(enabled[0]!.tags[0]!.attributes).toMatchObject({src: '/analytics/hotjar-init.js', 'data-site-id': '12345'});
  });

  it('has one script per purpose of the spec', () => {
    expect(thirdPartyScripts.map((s) => s.purpose).sort()).toEqual([
      'AI assistant',
      'enrichment tag',
      'scheduling widget',
      'session replay',
      'visitor identification',
    ]);
  });

  it('derives the CSP hosts from the enabled scripts and analytics', () => {
    const hosts = thirdPartyHosts({CHILIPIPER_DOMAIN: 'datahub', GTAG_TRACKING_ID: 'G-TEST'});
    expect(hosts).toContain('https://js.chilipiper.com');
    expect(hosts).toContain('https://www.googletagmanager.com');
    expect(hosts).not.toContain('https://static.hotjar.com');
  });

  it('turns on gtag (IP anonymisation off) and GTM only when configured', async () => {
    process.env.GTAG_TRACKING_ID = 'G-TEST123';
    process.env.GTM_CONTAINER_ID = 'GTM-TEST';
    process.env.RB2B_ID = 'ABC';
    try {
      const {vi} = await import('vitest');
      vi.resetModules();
      const config = (await import('../../docusaurus.config')).default;
      const plugins = (config.plugins ?? []).filter(Array.isArray) as [string, Record<string, unknown>][];
      expect(plugins.find(([name]) => name.endsWith('analyticsTags/gtag.ts'))?.[1]).toEqual({trackingID: 'G-TEST123'});
      expect(plugins.find(([name]) => name.endsWith('analyticsTags/tagManager.ts'))?.[1]).toEqual({
        containerId: 'GTM-TEST',
      });
      // The RB2B tag, besides our own early search shortcut script.
      expect(config.headTags).toHaveLength(2);
      expect(JSON.stringify(config.headTags)).toContain('b2bjsstore/b/ABC/ABC.js.gz');
    } finally {
      delete process.env.GTAG_TRACKING_ID;
      delete process.env.GTM_CONTAINER_ID;
      delete process.env.RB2B_ID;
    }
  });
});

describe('analytics plugins without inline ids (src/plugins/analyticsTags)', () => {
  const context = {baseUrl: '/'} as never;
  it('gtag: same-origin set-up file with the id as data, the gtag.js loader, and the page-view client module', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const gtag = (await import('../../src/plugins/analyticsTags/gtag')).default(context, {trackingID: 'G-TEST123'})!;
      const tags = JSON.stringify(gtag.injectHtmlTags!({content: undefined}));
      expect(tags).toContain('"src":"/analytics/gtag-init.js","data-tracking-id":"G-TEST123"');
      expect(tags).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
      expect(tags).not.toContain('innerHTML');
      expect(gtag.getClientModules!()[0]).toMatch(/plugin-google-gtag\/lib\/gtag\.js$/);
      const gtm = (await import('../../src/plugins/analyticsTags/tagManager')).default(context, {
        containerId: 'GTM-T',
      })!;
      const gtmTags = gtm.injectHtmlTags!({content: undefined}) as {headTags: {innerHTML?: string}[]};
      expect(JSON.stringify(gtmTags)).toContain('"data-container-id":"GTM-T"');
      expect(gtmTags.headTags.every((tag) => tag.innerHTML === undefined)).toBe(true);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
