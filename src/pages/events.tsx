import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import EventsSchedule from '@site/src/components/Events';
import type {CommunityEvent} from '@site/src/components/Events/schedule';
import LazyEmbed from '@site/src/components/Embed';
import {communitySlackUrl, townhallCalendarUrl, youtubeUrl} from '@site/config/links';
import styles from '@site/src/components/Events/page.module.css';
// Validated from data/events/ by `npm run generate`.
import eventsData from '@site/generated/events.json';

const events = eventsData as CommunityEvent[];

export default function EventsPage(): ReactNode {
  return (
    <Layout
      title="Community Events"
      description="DataHub community events: the monthly town hall on the last Thursday, meetups and talks, with dates, recordings and the events calendar.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">DataHub community events</Heading>
        <p className={styles.lead}>
          The DataHub community meets online every month and at meetups and conferences throughout the year. Events are
          free and open to everyone who uses DataHub or is thinking about it: you do not need to be a contributor or a
          DataHub Cloud customer. This page lists the next sessions and the events worth catching up on, and it can show
          the full community calendar.
        </p>

        <EventsSchedule events={events} />

        <section aria-labelledby="events-kinds">
          <Heading as="h2" id="events-kinds">
            Kinds of events
          </Heading>
          <dl className={styles.kinds}>
            <dt>Town halls</dt>
            <dd>
              A one-hour video call on the last Thursday of the month. The maintainers present the latest release and
              the roadmap, a community member shows how their organisation runs DataHub, and the rest of the time goes
              to questions. Read <Link to="/docs/townhalls">how town halls work</Link> and browse the{' '}
              <Link to="/docs/townhall-history">town hall history</Link> for the themes of past sessions.
            </dd>
            <dt>Meetups and conference talks</dt>
            <dd>
              In-person and online sessions, often organised with a local data community, where teams present deeper
              case studies: migrations from other catalogs, lineage at scale, data contracts, governance programs.
            </dd>
            <dt>Workshops and webinars</dt>
            <dd>
              Hands-on sessions on one topic, for example writing an ingestion recipe, deploying with Helm or building
              an Action that reacts to metadata changes. Follow along with the{' '}
              <Link to="/docs/quickstart">quickstart</Link> to have a local instance ready.
            </dd>
          </dl>
        </section>

        <section aria-labelledby="events-calendar">
          <Heading as="h2" id="events-calendar">
            The community calendar
          </Heading>
          <p>
            Every event, with its time in your time zone, its agenda and the registration form, is published on the
            community calendar. Registering adds the session to your own calendar and sends you the video link.
          </p>
          <LazyEmbed
            src={townhallCalendarUrl}
            title="DataHub community events calendar"
            loadLabel="Load the calendar"
            fallbackLabel="Open the DataHub events calendar"
            notice={
              <>
                The calendar is hosted by Luma, a third-party service. Nothing is loaded from it until you choose to:
                load it here, or open it on its own site. The list above already holds the dates you need.
              </>
            }
          />
        </section>

        <section aria-labelledby="events-follow">
          <Heading as="h2" id="events-follow">
            Never miss an event
          </Heading>
          <ul>
            <li>
              Join the <Link href={communitySlackUrl}>DataHub Slack</Link>: every event is announced in the{' '}
              <code>#announcements</code> channel with its agenda, and the recording is posted in the same thread.
            </li>
            <li>
              Watch past town halls and talks on the <Link href={youtubeUrl}>DataHub YouTube channel</Link>; recordings
              usually appear within a few days.
            </li>
            <li>
              Want to present? Town halls and meetups rely on community talks. Read what makes a good talk on the{' '}
              <Link to="/docs/townhalls">town halls page</Link>, then post an outline in <code>#contribute</code>. The{' '}
              <Link to="/champions">champions program</Link> and the <Link to="/guild">Data Practitioners Guild</Link>{' '}
              help speakers prepare.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
