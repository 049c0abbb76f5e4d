/**
 * Third-party scripts (analytics, tag manager, chat assistant ...). Each is emitted only when its identifier is given at build
 * time through its environment variable; the default build (and every test machine) emits none.
 * The Content-Security-Policy is derived from the same list, so a new vendor cannot be forgotten there.
 */
import type {HtmlTagObject} from '@docusaurus/types';
import {baseUrl} from './site';

export interface ThirdPartyScript {
  /** Stable name, used in tests and in the CSP. */
  name: string;
  purpose: 'session replay' | 'visitor identification' | 'scheduling widget' | 'enrichment tag' | 'AI assistant';
  envVar: string;
  /** Hosts the script loads from or talks to (for the CSP). */
  hosts: string[];
  /** Head tags for a given identifier. */
  tags(id: string): HtmlTagObject[];
}

const attr = (id: string) => encodeURIComponent(id);

export const thirdPartyScripts: ThirdPartyScript[] = [
  {
    name: 'hotjar',
    purpose: 'session replay',
    envVar: 'HOTJAR_SITE_ID',
    hosts: ['https://static.hotjar.com', 'https://script.hotjar.com', 'wss://ws.hotjar.com'],
    // A same-origin loader reads the id from its data attribute: an inline snippet with the id inside would need a
    // policy hash per id (static/analytics/hotjar-init.js).
    tags: (id) => [
      {
        tagName: 'script',
        attributes: {defer: true, src: `${baseUrl}analytics/hotjar-init.js`, 'data-site-id': String(Number(id))},
      },
    ],
  },
  {
    name: 'rb2b',
    purpose: 'visitor identification',
    envVar: 'RB2B_ID',
    hosts: ['https://s3-us-west-2.amazonaws.com'],
    tags: (id) => [
      {
        tagName: 'script',
        attributes: {async: true, src: `https://s3-us-west-2.amazonaws.com/b2bjsstore/b/${attr(id)}/${attr(id)}.js.gz`},
      },
    ],
  },
  {
    name: 'chilipiper',
    purpose: 'scheduling widget',
    envVar: 'CHILIPIPER_DOMAIN',
    hosts: ['https://js.chilipiper.com'],
    tags: (id) => [
      {tagName: 'script', attributes: {async: true, src: 'https://js.chilipiper.com/marketing.js', 'data-domain': id}},
    ],
  },
  {
    name: 'clearbit',
    purpose: 'enrichment tag',
    envVar: 'CLEARBIT_KEY',
    hosts: ['https://tag.clearbit.com'],
    tags: (id) => [
      {tagName: 'script', attributes: {async: true, src: `https://tag.clearbit.com/v1/${attr(id)}/tags.js`}},
    ],
  },
  {
    name: 'kapa',
    purpose: 'AI assistant',
    envVar: 'KAPA_WEBSITE_ID',
    hosts: ['https://widget.kapa.ai', 'https://kapa-widget-proxy-la7dkmplpq-uc.a.run.app'],
    tags: (id) => [
      {
        tagName: 'script',
        attributes: {
          async: true,
          src: 'https://widget.kapa.ai/kapa-widget.bundle.js',
          'data-website-id': id,
          'data-project-name': 'DataHub',
          'data-project-color': '#1890FF',
          'data-project-logo': 'https://docs.datahub.com/img/datahub-mark.svg',
          // Community-chat style assistant, docked bottom right, opened with Mod+J: Mod+K stays with the site search.
          'data-modal-title': 'DataHub community assistant',
          'data-modal-open-on-command-k': 'false',
          'data-modal-override-open-shortcut': 'mod+j',
          'data-button-position-right': '20px',
          'data-button-position-bottom': '20px',
        },
      },
    ],
  },
];

export interface AnalyticsIds {
  gtagId?: string;
  gtmContainerId?: string;
}

export type Env = Record<string, string | undefined>;

/** The third-party scripts enabled by the given environment, with their head tags. */
export function enabledThirdParty(env: Env): {name: string; tags: HtmlTagObject[]}[] {
  return thirdPartyScripts.flatMap((script) => {
    const id = env[script.envVar]?.trim();
    return id ? [{name: script.name, tags: script.tags(id)}] : [];
  });
}

export function analyticsIds(env: Env): AnalyticsIds {
  return {
    gtagId: env.GTAG_TRACKING_ID?.trim() || undefined,
    gtmContainerId: env.GTM_CONTAINER_ID?.trim() || undefined,
  };
}

/** Hosts the CSP must allow for the given environment (scripts plus analytics). */
export function thirdPartyHosts(env: Env): string[] {
  const ids = analyticsIds(env);
  const hosts = thirdPartyScripts.filter((s) => env[s.envVar]?.trim()).flatMap((s) => s.hosts);
  if (ids.gtagId || ids.gtmContainerId) {
    hosts.push(
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
    );
  }
  return [...new Set(hosts)].sort();
}
