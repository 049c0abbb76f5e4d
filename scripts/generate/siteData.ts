/**
 * The `siteData` family: validates the YAML behind the community pages and writes the JSON they import.
 *
 * - data/stories/<slug>.yaml       -> generated/stories.json   (/adoption-stories and the home page logos)
 * - data/people/champions/<id>.yaml -> generated/champions.json (/champions)
 * - data/people/guild/<id>.yaml     -> generated/guild.json     (/guild)
 * - data/events/<id>.yaml          -> generated/events.json    (/events)
 *
 * No pages are generated: the React pages in src/pages/ read the JSON at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fieldHelpHints, loadFamily} from '../lib/dataFamily';
import type {z} from 'zod';
import {STORY_CATEGORIES, storyFieldHelp, storySchema, type StoriesData} from '../../data/schemas/story';
import {PEOPLE_GROUPS, personFieldHelp, roleSchema, type PeopleGroup, type Role} from '../../data/schemas/person';
import {eventFieldHelp, eventSchema, type CommunityEvent} from '../../data/schemas/event';
import {DataError, type FamilyGenerator, type FamilyOutput, type GeneratedData} from './types';

export const STORIES_DIR = 'data/stories';
export const PEOPLE_DIR = 'data/people';
export const EVENTS_DIR = 'data/events';
/** Largest logo accepted, in bytes. */
export const MAX_LOGO_BYTES = 100 * 1024;

/**
 * Reads every `<name>.yaml` in `dir` (relative to root), validates it with `schema` and checks that the field named
 * `idField` equals the file name. Errors name the file, the field and the fix (from the family's field help).
 */
function loadEntries<T>(
  root: string,
  dir: string,
  schema: z.ZodType<T>,
  help: Record<string, string>,
  idField: keyof T & string,
): T[] {
  return loadFamily(root, dir, schema, {idField, hints: fieldHelpHints(help)}).map((e) => e.entry);
}

/** A logo must exist under static/, be SVG, PNG or WebP and weigh less than MAX_LOGO_BYTES. */
export function checkLogo(root: string, file: string, logo: string): void {
  const abs = path.join(root, 'static', logo);
  if (!/\.(?:svg|png|webp)$/i.test(logo)) {
    throw new DataError(
      file,
      'logo',
      'convert the logo to SVG, PNG or WebP and point "logo" at it',
      `"${logo}" is not an SVG, PNG or WebP file`,
    );
  }
  if (!fs.existsSync(abs) || !fs.statSync(abs).isFile()) {
    throw new DataError(
      file,
      'logo',
      `add the file static/${logo} or correct the path (relative to static/)`,
      `static/${logo} does not exist`,
    );
  }
  const size = fs.statSync(abs).size;
  if (size >= MAX_LOGO_BYTES) {
    throw new DataError(
      file,
      'logo',
      'simplify or compress the logo to under 100 kB',
      `static/${logo} is ${Math.round(size / 1024)} kB`,
    );
  }
}

/** Stories sorted by name, with their logos checked. */
export function loadStories(root: string): StoriesData {
  const stories = loadEntries(root, STORIES_DIR, storySchema, storyFieldHelp, 'slug');
  const names = new Map<string, string>();
  for (const story of stories) {
    const file = `${STORIES_DIR}/${story.slug}.yaml`;
    checkLogo(root, file, story.logo);
    const key = story.name.toLowerCase();
    const other = names.get(key);
    if (other)
      throw new DataError(
        file,
        'name',
        `keep one file per organisation and delete the other`,
        `"${story.name}" is also in ${other}`,
      );
    names.set(key, file);
  }
  stories.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const used = new Set(stories.map((s) => s.category));
  return {categories: STORY_CATEGORIES.filter((c) => used.has(c)), stories};
}

/** The roles of one community program, in their `order`. */
export function loadRoles(root: string, group: PeopleGroup): Role[] {
  const dir = `${PEOPLE_DIR}/${group}`;
  const roles = loadEntries(root, dir, roleSchema, personFieldHelp, 'id');
  if (roles.length === 0) {
    throw new DataError(
      dir,
      '(folder)',
      `add at least one role file to ${dir}/ (see data/schemas/person.ts)`,
      'the program has no roles',
    );
  }
  const orders = new Map<number, string>();
  for (const role of roles) {
    const other = orders.get(role.order);
    if (other)
      throw new DataError(
        `${dir}/${role.id}.yaml`,
        'order',
        'give every role of a program a different order',
        `order ${role.order} is also used by ${other}`,
      );
    orders.set(role.order, role.id);
  }
  return roles.sort((a, b) => a.order - b.order);
}

/** Events sorted by date, oldest first. */
export function loadEvents(root: string): CommunityEvent[] {
  const events = loadEntries(root, EVENTS_DIR, eventSchema, eventFieldHelp, 'id');
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function buildSiteData(root: string): GeneratedData[] {
  const data: GeneratedData[] = [{path: 'stories.json', content: json(loadStories(root))}];
  for (const group of PEOPLE_GROUPS) data.push({path: `${group}.json`, content: json(loadRoles(root, group))});
  data.push({path: 'events.json', content: json(loadEvents(root))});
  return data;
}

const siteData: FamilyGenerator = {
  name: 'siteData',
  inputs: [STORIES_DIR, PEOPLE_DIR, EVENTS_DIR, 'static'],
  run(root: string): FamilyOutput {
    return {docs: [], data: buildSiteData(root)};
  },
};

export default siteData;
