import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {formatDay, isoDay, KIND_LABELS, splitEvents, type CommunityEvent, type Occurrence} from './schedule';
import styles from './styles.module.css';

const ROOT_ID = 'community-events';

/**
 * The day the HTML was rendered. During hydration the browser must render exactly what the server did, so it reads
 * the day the server wrote into the page; on a client-side navigation there is no server HTML and today is used.
 */
function renderedDay(): string {
  if (typeof document !== 'undefined') {
    const day = document.getElementById(ROOT_ID)?.dataset.renderedOn;
    if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  }
  return isoDay(new Date());
}

/** A series appears once, at its next session; its following sessions are listed in that one entry. */
function groupSeries(occurrences: Occurrence[]): {occurrence: Occurrence; later: string[]}[] {
  const groups: {occurrence: Occurrence; later: string[]}[] = [];
  for (const occurrence of occurrences) {
    const group = occurrence.event.recurrence && groups.find((g) => g.occurrence.event.id === occurrence.event.id);
    if (group) group.later.push(occurrence.date);
    else groups.push({occurrence, later: []});
  }
  return groups;
}

function EventItem({occurrence, later = []}: {occurrence: Occurrence; later?: string[]}): ReactNode {
  const {event, date} = occurrence;
  return (
    <li className={styles.event}>
      <p className={styles.when}>
        <time dateTime={date}>{formatDay(date)}</time>
        <span className={styles.kind}>{KIND_LABELS[event.kind]}</span>
        {event.location && <span className={styles.location}>{event.location}</span>}
      </p>
      <Heading as="h3" className={styles.eventTitle}>
        <Link href={event.link}>{event.title}</Link>
      </Heading>
      <p>{event.description}</p>
      {event.recurrence === 'monthly-last-thursday' && (
        <p className={styles.recurrence}>
          Held on the last Thursday of every month
          {later.length > 0 && (
            <>
              ; the following sessions are on{' '}
              {later.map((day, i) => (
                <React.Fragment key={day}>
                  {i > 0 && (i === later.length - 1 ? ' and ' : ', ')}
                  <time dateTime={day}>{formatDay(day)}</time>
                </React.Fragment>
              ))}
            </>
          )}
          .
        </p>
      )}
    </li>
  );
}

export default function EventsSchedule({events}: {events: CommunityEvent[]}): ReactNode {
  const [renderedOn] = useState(renderedDay);
  const [today, setToday] = useState(renderedOn);
  // Re-split with the reader's own date once the page runs in the browser: a page built weeks ago stays right.
  useEffect(() => setToday(isoDay(new Date())), []);
  const {upcoming, past} = splitEvents(events, today);
  return (
    <div id={ROOT_ID} data-rendered-on={renderedOn} className={styles.schedule}>
      <section aria-labelledby="events-upcoming">
        <Heading as="h2" id="events-upcoming">
          Upcoming events
        </Heading>
        {upcoming.length === 0 ? (
          <p>
            No event is scheduled yet. New dates appear on the calendar below and in the Slack announcements channel.
          </p>
        ) : (
          <ul className={styles.list}>
            {groupSeries(upcoming).map(({occurrence, later}) => (
              <EventItem key={occurrence.key} occurrence={occurrence} later={later} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="events-past">
        <Heading as="h2" id="events-past">
          Past events
        </Heading>
        <p>
          Town halls are recorded: the <Link to="/docs/townhall-history">town hall history</Link> lists the topics of
          past sessions. Other events the community has held are listed below.
        </p>
        {past.length === 0 ? (
          <p>No other past event is listed yet.</p>
        ) : (
          <ul className={styles.list}>
            {past.map((o) => (
              <EventItem key={o.key} occurrence={o} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
