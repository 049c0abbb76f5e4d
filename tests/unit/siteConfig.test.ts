import {EARLY_SHORTCUT_SCRIPT} from '../../src/search/earlyShortcut';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {navbar} from '../../config/navbar';
import {footer} from '../../config/footer';
import {archivedVersions} from '../../config/versions';

type AnyRecord = Record<string, unknown>;
const theme = config.themeConfig as AnyRecord;
const preset = (config.presets?.[0] as [string, AnyRecord])[1];
const docs = preset.docs as AnyRecord;

describe('site config: identity, URLs, versions', () => {
  it('has the identity of the spec', () => {
    expect(config.title).toBe('DataHub');
    expect(config.tagline).toBe('The #1 Open Source Metadata Platform');
    expect(config.url).toBe('https://docs.datahub.com');
    expect(config.baseUrl).toBe('/');
    expect(config.favicon).toBe('img/favicon.ico');
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
    expect(config.titleDelimiter ?? '|').toBe('|');
  });

  it('fails the build on broken links, markdown links and anchors', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });

  it('highlights the extra languages and shows TOC levels 2-3', () => {
    const prism = theme.prism as {additionalLanguages: string[]};
    expect(prism.additionalLanguages).toEqual(expect.arrayContaining(['ini', 'java', 'graphql', 'shell-session']));
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('configures ideal images, redirects and the docs plugin as the spec says', () => {
    const plugins = config.plugins as [string, AnyRecord][];
    const ideal = plugins.find(([name]) => name === '@docusaurus/plugin-ideal-image')?.[1];
    expect(ideal).toMatchObject({quality: 100, sizes: [320, 640, 1280, 1440, 1600]});
    const redirects = plugins.find(([name]) => name === '@docusaurus/plugin-client-redirects')?.[1];
    expect(redirects?.redirects).toContainEqual({
      from: '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor',
      to: '/docs/managed-datahub/remote-executor/about',
    });
    expect(docs).toMatchObject({path: 'docs', routeBasePath: 'docs', lastVersion: 'current'});
    expect((docs.versions as AnyRecord).current).toMatchObject({label: 'Next'});
  });

  it('keeps light mode with the switch disabled and the announcement bar fixed', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
    expect(theme.announcementBar).toMatchObject({id: 'announcement-3', isCloseable: false});
    expect(navbar.hideOnScroll).toBe(false);
  });

  it('lists every archived version in the version dropdown', () => {
    const dropdown = navbar.items.find((item) => item.type === 'docsVersionDropdown') as AnyRecord;
    const labels = (dropdown.dropdownItemsAfter as AnyRecord[]).map((item) => item.label).filter(Boolean);
    expect(labels).toEqual([...archivedVersions]);
    expect(archivedVersions).toEqual([
      '1.0.0',
      '0.15.0',
      '0.14.1',
      '0.14.0',
      '0.13.1',
      '0.13.0',
      '0.12.1',
      '0.11.0',
      '0.10.5',
    ]);
  });

  it('has the footer columns of the spec', () => {
    expect(footer.links.map((column) => column.title)).toEqual(['Docs', 'Community', 'More']);
    expect(footer.copyright).toContain('2015-2025');
  });

  it('emits no third-party tag and no analytics plugin by default, only the early search shortcut', () => {
    // The one head tag is our own inline script (src/search/earlyShortcut.ts), whose hash the CSP allows.
    expect(config.headTags).toEqual([{tagName: 'script', attributes: {}, innerHTML: EARLY_SHORTCUT_SCRIPT}]);
    expect(preset.gtag).toBeUndefined();
    expect(preset.googleTagManager).toBeUndefined();
  });
});
