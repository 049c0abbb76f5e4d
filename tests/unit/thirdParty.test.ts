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
    expect(enabled[0]!.tags[0]!.innerHTML).toContain('hjid:12345');
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
      const preset = (config.presets?.[0] as [string, Record<string, unknown>])[1];
      expect(preset.gtag).toEqual({trackingID: 'G-TEST123', anonymizeIP: false});
      expect(preset.googleTagManager).toEqual({containerId: 'GTM-TEST'});
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
