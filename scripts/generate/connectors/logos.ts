/**
 * Platform marks for the integrations catalog, connector pages and the home page. Brand logos come, in this
 * order, from simple-icons (CC0-1.0, https://simpleicons.org, one colour), SVG Logos (@iconify-json/logos,
 * CC0-1.0, full colour) and Devicon (@iconify-json/devicon, MIT); a few brands in none of these sets come from
 * single files kept in static/img/platforms/, each taken from an openly licensed npm package and carrying its
 * source and licence in a comment. NOTICE.md records the licences. Sources that are part of DataHub itself and
 * read no outside system (DataHub's own file formats, demo data) carry the DataHub mark. A platform whose brand
 * is in none of these sources gets a neutral mark drawn for its platform type (or for the platform, where a
 * protocol such as LDAP has no brand), never an imitation logo. Written by `npm run generate` to
 * generated/static/logos/<connector id>.svg, served at /logos/<id>.svg.
 */
import fs from 'node:fs';
import path from 'node:path';
import {icons as logosSet} from '@iconify-json/logos';
import {icons as deviconSet} from '@iconify-json/devicon';
import type {IconifyJSON} from '@iconify/types';
import * as simpleIcons from 'simple-icons';
import type {Connector} from '../../../data/schemas/connector';

interface BrandIcon {
  title: string;
  slug: string;
  hex: string;
  path: string;
}

const icons = new Map<string, BrandIcon>();
for (const value of Object.values(simpleIcons) as unknown[]) {
  if (value && typeof value === 'object' && 'slug' in value && 'path' in value) {
    const icon = value as BrandIcon;
    icons.set(icon.slug, icon);
  }
}

/**
 * Connector id -> simple-icons slug, where the slug is not simply the id. A product of a larger brand uses
 * that brand's mark only where the product has none of its own (SAP HANA, Vertex AI, Qlik Sense).
 */
export const LOGO_SLUGS: Record<string, string> = {
  airflow: 'apacheairflow',
  druid: 'apachedruid',
  hive: 'apachehive',
  'hive-metastore': 'apachehive',
  nifi: 'apachenifi',
  pulsar: 'apachepulsar',
  spark: 'apachespark',
  superset: 'apachesuperset',
  bigquery: 'googlebigquery',
  cassandra: 'apachecassandra',
  cockroachdb: 'cockroachlabs',
  gcs: 'googlecloudstorage',
  vertexai: 'googlecloud',
  kafka: 'apachekafka',
  'kafka-connect': 'apachekafka',
  lookml: 'looker',
  openapi: 'openapiinitiative',
  postgres: 'postgresql',
  'qlik-sense': 'qlik',
  sac: 'sap',
  hana: 'sap',
  'json-schema': 'json',
};

/** Connector id -> icon of SVG Logos (CC0-1.0), for brands simple-icons does not carry. */
export const LOGOS_SET_ICONS: Record<string, string> = {
  abs: 'azure-icon',
  athena: 'aws-athena',
  'azure-ad': 'microsoft-icon',
  dbt: 'dbt-icon',
  dynamodb: 'aws-dynamodb',
  glue: 'aws-glue',
  powerbi: 'microsoft-power-bi',
  'powerbi-report-server': 'microsoft-power-bi',
  redshift: 'aws-redshift',
  s3: 'aws-s3',
  sagemaker: 'aws',
  salesforce: 'salesforce',
  slack: 'slack-icon',
  tableau: 'tableau-icon',
};

/** Connector id -> icon of Devicon (MIT), for brands neither CC0 set carries. */
export const DEVICON_ICONS: Record<string, string> = {
  mssql: 'microsoftsqlserver',
  oracle: 'oracle',
};

/**
 * Connector id -> brand mark kept as a file in static/img/platforms/ (`<id>.svg`), for brands that none of the
 * icon sets above carries. Each file names its npm package, version, path and licence in a comment that the
 * generated logo keeps; NOTICE.md lists them.
 */
export const PLATFORM_FILES = new Set(['dagster', 'feast', 'hex']);

/** Sources that ship with DataHub and read DataHub's own formats or data: they carry the DataHub mark. */
export const DATAHUB_OWN = new Set([
  'datahub',
  'metadata-file',
  'business-glossary',
  'demo-data',
  'file-based-lineage',
  'csv-enricher',
  'sql-queries',
]);

/** A brand mark as the body and view box of an SVG, with the brand's name. */
export interface BrandMark {
  title: string;
  viewBox: string;
  body: string;
  /** A licence notice the file must carry (MIT marks). */
  notice?: string;
}

const DEVICON_NOTICE = 'Devicon, MIT License, Copyright (c) 2015 konpa, https://github.com/devicons/devicon';

function fromIconify(set: IconifyJSON, name: string, title: string): BrandMark {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`Icon set "${set.prefix}" has no icon "${name}" (scripts/generate/connectors/logos.ts)`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return {title, viewBox: `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`, body: icon.body};
}

/** A mark read from an SVG file under static/: its view box and its content without the title. */
function fromStaticFile(file: string, title: string): BrandMark {
  const svg = fs.readFileSync(path.resolve(__dirname, '../../../static', file), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error(`static/${file} has no viewBox (scripts/generate/connectors/logos.ts)`);
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
  return {title, viewBox, body};
}

/** The site's DataHub mark (static/img/datahub-mark.svg), the site's own drawing. */
const datahubMark = (): BrandMark => fromStaticFile('img/datahub-mark.svg', 'DataHub');

export interface PlatformLogo {
  /** URL path of the SVG, relative to the site's base URL. */
  src: string;
  /** Brand name of the mark, or null for a neutral mark. */
  brand: string | null;
}

export const logoPath = (id: string) => `logos/${id}.svg`;

/** The brand mark of a connector's platform, or undefined where it gets a neutral mark. */
export function brandIconFor(id: string): BrandMark | undefined {
  const icon = icons.get(LOGO_SLUGS[id] ?? id);
  if (icon) {
    return {title: icon.title, viewBox: '0 0 24 24', body: `<path fill="${markColour(icon.hex)}" d="${icon.path}"/>`};
  }
  if (LOGOS_SET_ICONS[id]) return fromIconify(logosSet, LOGOS_SET_ICONS[id], id);
  if (DEVICON_ICONS[id]) return {...fromIconify(deviconSet, DEVICON_ICONS[id], id), notice: DEVICON_NOTICE};
  if (PLATFORM_FILES.has(id)) return fromStaticFile(`img/platforms/${id}.svg`, id);
  if (DATAHUB_OWN.has(id)) return datahubMark();
  return undefined;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The brand colour, or the site's ink where the brand colour would vanish on a white card. */
export function markColour(hex: string): string {
  const contrast = 1.05 / (luminance(hex) + 0.05);
  return contrast >= 1.8 ? `#${hex}` : '#0b1a47';
}

/** Neutral marks (24x24, stroked) by platform type: drawn for this site, no brand implied. */
const NEUTRAL: Record<string, string> = {
  database:
    '<ellipse cx="12" cy="5.5" rx="7.5" ry="2.8"/><path d="M4.5 5.5v13c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8v-13M4.5 12c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8"/>',
  lake: '<path d="M3 7.5h6l2 2h10v10H3z"/><path d="M6.5 15c1.5-1.2 3-1.2 4.5 0s3 1.2 4.5 0"/>',
  chart: '<path d="M3.5 20.5h17"/><path d="M6.5 17v-5M11.5 17V7M16.5 17v-8"/>',
  flow: '<rect x="2.5" y="4" width="6" height="5" rx="1"/><rect x="15.5" y="4" width="6" height="5" rx="1"/><rect x="9" y="15" width="6" height="5" rx="1"/><path d="M8.5 6.5h7M5.5 9v3.5h6.5V15M18.5 9v3.5H12"/>',
  model:
    '<circle cx="12" cy="12" r="3"/><circle cx="4.5" cy="5" r="2"/><circle cx="19.5" cy="5" r="2"/><circle cx="4.5" cy="19" r="2"/><circle cx="19.5" cy="19" r="2"/><path d="m6 6.5 3.8 3.4M18 6.5l-3.8 3.4M6 17.5l3.8-3.4M18 17.5l-3.8-3.4"/>',
  person: '<circle cx="12" cy="8" r="4"/><path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6"/>',
  document: '<path d="M6 2.5h8l4.5 4.5v14.5H6z"/><path d="M14 2.5V7h4.5M9 12h6M9 15.5h6"/>',
  message: '<path d="M3.5 5h17v11h-9l-5 4v-4h-3z"/>',
  // A directory tree: an entry with two entries below it (LDAP, a protocol with no brand mark).
  directory:
    '<rect x="2.5" y="2.5" width="7" height="5" rx="1"/><rect x="11" y="9.5" width="10.5" height="5" rx="1"/><rect x="11" y="16.5" width="10.5" height="5" rx="1"/><path d="M6 7.5V19h5M6 12h5"/>',
  generic: '<path d="m12 2.5 8.5 4.9v9.2L12 21.5l-8.5-4.9V7.4z"/><path d="M12 12 3.5 7.4M12 12l8.5-4.6M12 12v9.5"/>',
};

const NEUTRAL_BY_TYPE: Record<string, keyof typeof NEUTRAL> = {
  Database: 'database',
  'Data Warehouse': 'database',
  'Data Lake': 'lake',
  File: 'document',
  'BI Tool': 'chart',
  Orchestrator: 'flow',
  'ETL/ELT': 'flow',
  'AI+ML': 'model',
  'Identity Provider': 'person',
  Messaging: 'message',
  Collaboration: 'message',
};

/** Neutral marks chosen for a platform rather than its type. */
const NEUTRAL_BY_ID: Record<string, keyof typeof NEUTRAL> = {
  ldap: 'directory',
};

export function logoSvg(c: Pick<Connector, 'id' | 'displayName' | 'platformType'>): {
  svg: string;
  brand: string | null;
} {
  const mark = brandIconFor(c.id);
  if (mark) {
    // The iconify sets carry no brand names: the connector's display name titles the mark.
    const title = mark.title === c.id ? c.displayName : mark.title;
    return {
      brand: title,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${mark.viewBox}" role="img"><title>${escapeXml(title)}</title>${mark.notice ? `<!-- ${mark.notice} -->` : ''}${mark.body}</svg>\n`,
    };
  }
  const shape = NEUTRAL[NEUTRAL_BY_ID[c.id] ?? NEUTRAL_BY_TYPE[c.platformType] ?? 'generic'];
  return {
    brand: null,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${escapeXml(c.displayName)}</title><g fill="none" stroke="#1b4dd8" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${shape}</g></svg>\n`,
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
