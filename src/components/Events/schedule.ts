/**
 * Pure date logic of the /events page: which events are upcoming and which are past on a given day, and the next
 * dates of recurring series. Dates are calendar days (YYYY-MM-DD) compared in UTC, so the server render and the
 * browser agree for the same day.
 */

import type {CommunityEvent, EventKind} from '../../../data/schemas/event';
import {compareText} from '../../utils/compareText';

/** One entry of generated/events.json and its kinds: the types of data/schemas/event.ts. */
export type {CommunityEvent, EventKind};

/** One dated appearance of an event: a single event, or one session of a series. */
export interface Occurrence {
  key: string;
  date: string;
  event: CommunityEvent;
}

export interface Schedule {
  upcoming: Occurrence[];
  past: Occurrence[];
}

/** How many future sessions of a series are listed. */
export const SERIES_SESSIONS = 3;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const KIND_LABELS: Record<EventKind, string> = {
  'town-hall': 'Town hall',
  meetup: 'Meetup',
  'office-hours': 'Office hours',
  conference: 'Conference',
  webinar: 'Webinar',
  workshop: 'Workshop',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC calendar day of `now` as YYYY-MM-DD. */
export function isoDay(now: Date): string {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`;
}

/** The last Thursday of a month (`month` is 0-based) as YYYY-MM-DD. */
export function lastThursday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0));
  const back = (last.getUTCDay() - 4 + 7) % 7;
  return isoDay(new Date(Date.UTC(year, month, last.getUTCDate() - back)));
}

/** The next `count` sessions of a series on or after `today` (never before the series' own start date). */
export function nextSessions(event: CommunityEvent, today: string, count = SERIES_SESSIONS): string[] {
  if (event.recurrence !== 'monthly-last-thursday') return [];
  const from = event.date > today ? event.date : today;
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7)) - 1;
  const out: string[] = [];
  while (out.length < count) {
    const day = lastThursday(year, month);
    if (day >= from) out.push(day);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return out;
}

/** Splits events into upcoming (soonest first) and past (most recent first) as seen on `today`. */
export function splitEvents(events: CommunityEvent[], today: string): Schedule {
  const upcoming: Occurrence[] = [];
  const past: Occurrence[] = [];
  for (const event of events) {
    if (event.recurrence) {
      for (const date of nextSessions(event, today)) upcoming.push({key: `${event.id}-${date}`, date, event});
    } else if (event.date >= today) {
      upcoming.push({key: event.id, date: event.date, event});
    } else {
      past.push({key: event.id, date: event.date, event});
    }
  }
  upcoming.sort((a, b) => compareText(a.date, b.date) || compareText(a.key, b.key));
  past.sort((a, b) => compareText(b.date, a.date) || compareText(a.key, b.key));
  return {upcoming, past};
}

/** `2026-11-26` -> `Thursday 26 November 2026` (the same text on the server and in every browser). */
export function formatDay(iso: string): string {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map((n) => Number.parseInt(n, 10));
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  return `${weekday} ${d} ${MONTHS[m - 1] ?? ''} ${y}`;
}
