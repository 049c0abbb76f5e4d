/**
 * Schema of `data/people/<group>/<id>.yaml`: one role (track) of a community program. The champions program and the
 * Data Practitioners Guild are described by their roles, not by lists of individuals, so the site never publishes
 * details about people it cannot verify.
 */
import * as z from 'zod';

/** The community programs that have a data folder under data/people/. */
export const PEOPLE_GROUPS = ['champions', 'guild'] as const;
export type PeopleGroup = (typeof PEOPLE_GROUPS)[number];

const nonEmpty = z.string().trim().min(1);

export const personFieldHelp: Record<string, string> = {
  id: 'lower-case words joined by hyphens, equal to the file name',
  title: 'the name of the role, e.g. "Integration Champion"',
  order: 'a whole number: roles are listed in ascending order',
  summary: 'one or two sentences on who the role is for',
  activities: 'a list of at least two concrete things people in this role do',
  recognition: 'optional: a list of what the community gives back to people in this role',
  getStarted: 'one or two sentences on the first step to take, naming the Slack channel or page to use',
};

export const roleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  title: nonEmpty,
  order: z.number().int('must be a whole number'),
  summary: nonEmpty,
  activities: z.array(nonEmpty).min(2, 'needs at least two activities'),
  recognition: z.array(nonEmpty).optional(),
  getStarted: nonEmpty,
});

export type Role = z.infer<typeof roleSchema>;
