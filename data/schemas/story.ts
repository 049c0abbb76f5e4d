/**
 * Schema of `data/stories/<slug>.yaml`: one organisation that has publicly described how it runs DataHub,
 * shown on /adoption-stories and as a logo on the home page.
 */
import * as z from 'zod';

/** The closed set of industries used by the category filter, in the order the filter shows them. */
export const STORY_CATEGORIES = [
  'Technology',
  'Financial Services',
  'E-Commerce',
  'Retail',
  'Media & Entertainment',
  'Healthcare',
  'Travel',
  'Education',
  'Telecommunications',
] as const;

export type StoryCategory = (typeof STORY_CATEGORIES)[number];

const nonEmpty = z.string().trim().min(1);

/** What each field holds: used as the "fix" of a validation error. */
export const storyFieldHelp: Record<string, string> = {
  name: 'the organisation name as it is usually written, e.g. "Checkout.com"',
  slug: 'lower-case letters, digits and hyphens, equal to the file name (it is the #anchor on /adoption-stories)',
  logo: 'a path under static/, e.g. img/logos/<slug>.svg (SVG, PNG or WebP, under 100 kB)',
  category: `one of: ${STORY_CATEGORIES.join(', ')}`,
  tagline: 'one short sentence (at most 120 characters) naming what the organisation does with DataHub',
  description: 'two to four sentences in our own words about how the organisation uses DataHub, as it stated publicly',
  link: 'an https:// URL of the public talk or article where the organisation described its use of DataHub',
};

export const storySchema = z.strictObject({
  name: nonEmpty,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  logo: z
    .string()
    .regex(/^img\/[A-Za-z0-9/_.-]+\.(?:svg|png|webp)$/, 'must be a path under static/ such as img/logos/acme.svg'),
  category: z.enum(STORY_CATEGORIES, {
    error: (issue) => (issue.input === undefined ? 'is required' : `"${String(issue.input)}" is not a known category`),
  }),
  tagline: nonEmpty.max(120, 'must be at most 120 characters'),
  description: nonEmpty.min(80, 'is too short: write at least two full sentences'),
  link: z.url({protocol: /^https$/, error: 'must be an https:// URL'}),
});

export type Story = z.infer<typeof storySchema>;

/** What generated/stories.json holds. */
export interface StoriesData {
  categories: StoryCategory[];
  stories: Story[];
}
