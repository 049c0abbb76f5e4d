import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {STORY_CATEGORIES, storySchema} from '../../data/schemas/story';
import {roleSchema} from '../../data/schemas/person';
import {eventSchema} from '../../data/schemas/event';
import siteData, {
  buildSiteData,
  loadEvents,
  loadRoles,
  loadStories,
  MAX_LOGO_BYTES,
} from '../../scripts/generate/siteData';
import {
  formatDay,
  isoDay,
  lastThursday,
  nextSessions,
  splitEvents,
  type CommunityEvent,
} from '../../src/components/Events/schedule';
import {DataError} from '../../scripts/generate/types';

const root = fileURLToPath(new URL('../..', import.meta.url));

const goodStory = `name: Example Corp
slug: example-corp
logo: img/logos/example-corp.svg
category: Technology
tagline: A catalog for every table.
description: >-
  Example Corp uses DataHub to search its warehouse tables and follow lineage from raw data to dashboards. Its data
  platform team runs ingestion on a schedule from the UI.
link: https://example.com/blog/datahub
`;

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

/** A throw-away repository root with the given files (paths relative to the root). */
function fixture(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

function errorOf(fn: () => unknown): DataError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DataError) return e;
    throw e;
  }
  throw new Error('expected a DataError');
}

describe('the repository data', () => {
  it('has 10 to 16 valid adoption stories, each with its own anchor and an existing logo', () => {
    const {stories, categories} = loadStories(root);
    expect(stories.length).toBeGreaterThanOrEqual(10);
    expect(stories.length).toBeLessThanOrEqual(16);
    expect(new Set(stories.map((s) => s.slug)).size).toBe(stories.length);
    for (const story of stories) {
      expect(storySchema.safeParse(story).success).toBe(true);
      const logo = path.join(root, 'static', story.logo);
      expect(fs.existsSync(logo)).toBe(true);
      expect(fs.statSync(logo).size).toBeLessThan(MAX_LOGO_BYTES);
    }
    expect(categories.every((c) => (STORY_CATEGORIES as readonly string[]).includes(c))).toBe(true);
    expect(new Set(categories)).toEqual(new Set(stories.map((s) => s.category)));
  });

  it('describes the champions and guild programs by roles, in order', () => {
    for (const group of ['champions', 'guild'] as const) {
      const roles = loadRoles(root, group);
      expect(roles.length).toBeGreaterThanOrEqual(3);
      for (const role of roles) expect(roleSchema.safeParse(role).success).toBe(true);
      expect(roles.map((r) => r.order)).toEqual([...roles.map((r) => r.order)].sort((a, b) => a - b));
    }
  });

  it('has a recurring town hall and valid events', () => {
    const events = loadEvents(root);
    for (const event of events) expect(eventSchema.safeParse(event).success).toBe(true);
    expect(events.some((e) => e.kind === 'town-hall' && e.recurrence === 'monthly-last-thursday')).toBe(true);
  });

  it('the generator writes the four JSON files and no pages, deterministically', async () => {
    const out = await siteData.run(root);
    expect(siteData.name).toBe('siteData');
    expect(out.docs).toEqual([]);
    expect(out.data?.map((d) => d.path)).toEqual(['stories.json', 'champions.json', 'guild.json', 'events.json']);
    for (const file of out.data ?? []) expect(() => JSON.parse(file.content)).not.toThrow();
    expect(JSON.stringify(buildSiteData(root))).toBe(JSON.stringify(out.data));
  });
});

describe('story validation errors name the file, the field and the fix', () => {
  const base = {'static/img/logos/example-corp.svg': svg};

  it('accepts a valid story', () => {
    const dir = fixture({...base, 'data/stories/example-corp.yaml': goodStory});
    expect(loadStories(dir).stories.map((s) => s.slug)).toEqual(['example-corp']);
  });

  it('reports a missing field', () => {
    const dir = fixture({...base, 'data/stories/example-corp.yaml': goodStory.replace(/^tagline:.*\n/m, '')});
    const error = errorOf(() => loadStories(dir));
    expect(error.file).toBe('data/stories/example-corp.yaml');
    expect(error.field).toBe('tagline');
    expect(error.message).toContain('data/stories/example-corp.yaml');
    expect(error.message).toContain('field "tagline"');
    expect(error.message).toMatch(/fix: set "tagline" to one short sentence/);
  });

  it('reports an unknown category with the allowed values', () => {
    const dir = fixture({
      ...base,
      'data/stories/example-corp.yaml': goodStory.replace('category: Technology', 'category: Gaming'),
    });
    const error = errorOf(() => loadStories(dir));
    expect(error.field).toBe('category');
    expect(error.message).toContain('"Gaming" is not a known category');
    expect(error.fix).toContain('Financial Services');
  });

  it('reports a missing logo file', () => {
    const dir = fixture({'data/stories/example-corp.yaml': goodStory});
    const error = errorOf(() => loadStories(dir));
    expect(error.file).toBe('data/stories/example-corp.yaml');
    expect(error.field).toBe('logo');
    expect(error.message).toContain('static/img/logos/example-corp.svg does not exist');
    expect(error.fix).toContain('add the file static/img/logos/example-corp.svg');
  });

  it('reports a logo in a format or size that is not allowed', () => {
    const gif = fixture({
      'static/img/logos/example-corp.gif': 'GIF89a',
      'data/stories/example-corp.yaml': goodStory.replace('example-corp.svg', 'example-corp.gif'),
    });
    expect(errorOf(() => loadStories(gif)).field).toBe('logo');
    const big = fixture({
      'static/img/logos/example-corp.png': Buffer.alloc(MAX_LOGO_BYTES + 1),
      'data/stories/example-corp.yaml': goodStory.replace('example-corp.svg', 'example-corp.png'),
    });
    const error = errorOf(() => loadStories(big));
    expect(error.field).toBe('logo');
    expect(error.fix).toContain('under 100 kB');
  });

  it('reports a slug that differs from the file name, unknown fields, bad links and broken YAML', () => {
    const renamed = fixture({...base, 'data/stories/other.yaml': goodStory});
    const slugError = errorOf(() => loadStories(renamed));
    expect(slugError.field).toBe('slug');
    expect(slugError.fix).toContain('rename the file to example-corp.yaml');

    const extra = fixture({...base, 'data/stories/example-corp.yaml': `${goodStory}quote: great\n`});
    const extraError = errorOf(() => loadStories(extra));
    expect(extraError.field).toBe('quote');
    expect(extraError.fix).toContain('remove "quote"');

    const http = fixture({...base, 'data/stories/example-corp.yaml': goodStory.replace('https://', 'http://')});
    expect(errorOf(() => loadStories(http)).field).toBe('link');

    const broken = fixture({...base, 'data/stories/example-corp.yaml': 'name: [unclosed\n'});
    const yamlError = errorOf(() => loadStories(broken));
    expect(yamlError.field).toBe('(file)');
    expect(yamlError.fix).toContain('YAML syntax');
  });

  it('reports two files for the same organisation', () => {
    const dir = fixture({
      ...base,
      'data/stories/example-corp.yaml': goodStory,
      'data/stories/example-corp-2.yaml': goodStory.replace('slug: example-corp', 'slug: example-corp-2'),
    });
    expect(errorOf(() => loadStories(dir)).field).toBe('name');
  });
});

describe('role and event validation', () => {
  const role = `id: helper
title: Helper
order: 1
summary: Helps people.
activities: [Answers questions, Reviews pull requests]
getStarted: Join Slack.
`;

  it('rejects a role without activities and duplicate orders', () => {
    const missing = fixture({'data/people/champions/helper.yaml': role.replace(/^activities:.*\n/m, '')});
    const error = errorOf(() => loadRoles(missing, 'champions'));
    expect(error.file).toBe('data/people/champions/helper.yaml');
    expect(error.field).toBe('activities');
    const dupes = fixture({
      'data/people/champions/helper.yaml': role,
      'data/people/champions/other.yaml': role.replace('id: helper', 'id: other'),
    });
    expect(errorOf(() => loadRoles(dupes, 'champions')).field).toBe('order');
    expect(errorOf(() => loadRoles(fixture({}), 'guild')).fix).toContain('data/people/guild/');
  });

  it('rejects impossible dates and unknown kinds', () => {
    const event = `id: meetup
title: A meetup
date: 2025-02-30
kind: meetup
description: People meet.
link: https://example.com/meetup
`;
    const badDate = errorOf(() => loadEvents(fixture({'data/events/meetup.yaml': event})));
    expect(badDate.field).toBe('date');
    expect(badDate.message).toContain('not a real calendar date');
    const badKind = errorOf(() =>
      loadEvents(
        fixture({
          'data/events/meetup.yaml': event.replace('2025-02-30', '2025-02-27').replace('kind: meetup', 'kind: party'),
        }),
      ),
    );
    expect(badKind.field).toBe('kind');
    expect(badKind.fix).toContain('town-hall');
  });
});

describe('event schedule', () => {
  const townHall: CommunityEvent = {
    id: 'town-hall',
    title: 'Town hall',
    date: '2025-01-30',
    kind: 'town-hall',
    recurrence: 'monthly-last-thursday',
    description: 'Monthly call.',
    link: 'https://lu.ma/datahub-events',
  };
  const meetup: CommunityEvent = {
    id: 'meetup',
    title: 'Meetup',
    date: '2026-03-10',
    kind: 'meetup',
    description: 'A meetup.',
    link: 'https://example.com',
  };

  it('finds the last Thursday of a month', () => {
    expect(lastThursday(2026, 10)).toBe('2026-11-26');
    expect(lastThursday(2025, 0)).toBe('2025-01-30');
    expect(lastThursday(2024, 1)).toBe('2024-02-29');
    expect(lastThursday(2026, 11)).toBe('2026-12-31');
  });

  it('lists the next sessions of a series, including today and across a year end', () => {
    expect(nextSessions(townHall, '2026-11-26')).toEqual(['2026-11-26', '2026-12-31', '2027-01-28']);
    expect(nextSessions(townHall, '2026-11-27')).toEqual(['2026-12-31', '2027-01-28', '2027-02-25']);
    expect(nextSessions(townHall, '2024-06-01')[0]).toBe('2025-01-30');
  });

  it('splits one-off events around the given day', () => {
    const before = splitEvents([meetup, townHall], '2026-03-10');
    expect(before.upcoming[0]?.event.id).toBe('meetup');
    expect(before.upcoming).toHaveLength(4);
    const after = splitEvents([meetup, townHall], '2026-03-11');
    expect(after.past.map((o) => o.key)).toEqual(['meetup']);
    expect(after.upcoming.every((o) => o.event.id === 'town-hall')).toBe(true);
  });

  it('formats days the same way everywhere', () => {
    expect(formatDay('2026-11-26')).toBe('Thursday 26 November 2026');
    expect(isoDay(new Date(Date.UTC(2026, 0, 5, 23, 59)))).toBe('2026-01-05');
  });
});
