/**
 * Schema of `data/events/<id>.yaml`: one community event (a single date) or one recurring series (a rule that
 * gives the next dates). The /events page splits them into upcoming and past.
 */
import * as z from 'zod';

export const EVENT_KINDS = ['town-hall', 'meetup', 'office-hours', 'conference', 'webinar', 'workshop'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Recurrence rules the page knows how to expand. */
export const RECURRENCES = ['monthly-last-thursday'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

const nonEmpty = z.string().trim().min(1);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'is not a real calendar date',
    },
  );

export const eventFieldHelp: Record<string, string> = {
  id: 'lower-case words joined by hyphens, equal to the file name',
  title: 'the event name as announced',
  date: 'the day of the event as YYYY-MM-DD; for a series, the first date from which its rule applies',
  kind: `one of: ${EVENT_KINDS.join(', ')}`,
  recurrence: `optional, for a series: one of ${RECURRENCES.join(', ')}`,
  description: 'two or three sentences on what happens at the event and who it is for',
  link: 'an https:// URL where readers register or watch the recording',
  location: 'optional: "Online" or a city',
};

export const eventSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  title: nonEmpty,
  date: isoDate,
  kind: z.enum(EVENT_KINDS, {
    error: (issue) => (issue.input === undefined ? 'is required' : `"${String(issue.input)}" is not a known kind`),
  }),
  recurrence: z.enum(RECURRENCES).optional(),
  location: nonEmpty.optional(),
  description: nonEmpty,
  link: z.url({protocol: /^https$/, error: 'must be an https:// URL'}),
});

export type CommunityEvent = z.infer<typeof eventSchema>;
