import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import RoleList, {type Role} from '@site/src/components/People';
import {communitySlackUrl} from '@site/config/links';
import {datahubRepoUrl} from '@site/config/site';
import styles from '@site/src/components/People/styles.module.css';
// Validated from data/people/champions/ by `npm run generate`.
import championsData from '@site/generated/champions.json';

const roles = championsData as Role[];

export default function ChampionsPage(): ReactNode {
  return (
    <Layout
      title="DataHub Champions"
      description="The DataHub Champions program recognises community members who help others, improve integrations and share knowledge. Learn the tracks and how to be nominated.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">DataHub Champions</Heading>
        <p className={styles.lead}>
          DataHub is built in the open, and much of what makes it useful comes from people outside the core team: the
          engineer who answers a Kafka question at midnight, the contributor who fixes a connector they depend on, the
          speaker who explains how their company rolled out a business glossary. The Champions program is how the
          community recognises that work and gives those people a closer relationship with the maintainers.
        </p>
        <p className={styles.lead}>
          Champions are not employees or official support staff. They are practitioners who choose to share what they
          know, and the program has three tracks so that every kind of contribution counts, not only code.
        </p>

        <section aria-labelledby="champions-tracks">
          <Heading as="h2" id="champions-tracks">
            The three tracks
          </Heading>
          <p>
            Most champions start in one track and drift into others. Pick the one closest to what you already do; nobody
            is asked to cover all of them.
          </p>
          <RoleList roles={roles} />
        </section>

        <section aria-labelledby="champions-nomination">
          <Heading as="h2" id="champions-nomination">
            How nomination works
          </Heading>
          <ol className={styles.steps}>
            <li>
              <strong>Contribute for a while.</strong> Champions are chosen for steady contributions over several
              months, not for a single pull request or post. Answers in Slack, merged changes on{' '}
              <Link href={datahubRepoUrl}>GitHub</Link>, documentation fixes, talks and articles all count.
            </li>
            <li>
              <strong>Get nominated, or nominate yourself.</strong> Anyone in the community can suggest a name,
              including their own, by sending a short note to the community team in the{' '}
              <Link href={communitySlackUrl}>DataHub Slack</Link>: who the person is, which track fits, and links to a
              few examples of their work.
            </li>
            <li>
              <strong>Review.</strong> The community team and the maintainers look at the examples and the way the
              person interacts with others. Being helpful and respectful matters as much as being right; the
              project&apos;s <Link to="/docs/code_of_conduct">Code of Conduct</Link> applies to champions more than to
              anyone.
            </li>
            <li>
              <strong>Welcome.</strong> New champions are announced in Slack and at the next{' '}
              <Link to="/events">community town hall</Link>.
            </li>
          </ol>
        </section>

        <section aria-labelledby="champions-expectations">
          <Heading as="h2" id="champions-expectations">
            What is expected of a champion
          </Heading>
          <p>
            There is no quota of answers or commits. The program asks champions to keep contributing in whatever way
            suits them, to send newcomers to the documentation and the right channel rather than answering privately, to
            flag recurring problems so that they are fixed at the source, and to say so when they need a break: the
            title is a thank-you, not a job.
          </p>
          <p>
            Champions often become the first reviewers of changes in their area, the first people asked to try a release
            candidate, and the voices the maintainers consult when a feature affects many deployments.
          </p>
        </section>

        <div className={styles.callout}>
          <Heading as="h2">Prefer to learn with peers first?</Heading>
          <p>
            If you run DataHub and want to compare notes with other practitioners before contributing publicly, the{' '}
            <Link to="/guild">Data Practitioners Guild</Link> is the place to start. Many champions began there.
          </p>
        </div>
      </main>
    </Layout>
  );
}
