import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import RoleList, {type Role} from '@site/src/components/People';
import {communitySlackUrl} from '@site/config/links';
import styles from '@site/src/components/People/styles.module.css';
// Validated from data/people/guild/ by `npm run generate`.
import guildData from '@site/generated/guild.json';

const roles = guildData as Role[];

export default function GuildPage(): ReactNode {
  return (
    <Layout
      title="Data Practitioners Guild"
      description="The DataHub Data Practitioners Guild: a peer group for people who run metadata platforms. Who it is for, what members do and how to join.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">The Data Practitioners Guild</Heading>
        <p className={styles.lead}>
          The Data Practitioners Guild is a peer group inside the DataHub community for the people who make a metadata
          platform work day to day. Installing DataHub takes an afternoon; getting hundreds of colleagues to trust it,
          keep ownership current and actually search it before asking in chat takes much longer. The guild exists so
          that people doing that work can learn from each other instead of repeating the same experiments in isolation.
        </p>

        <section aria-labelledby="guild-who">
          <Heading as="h2" id="guild-who">
            Who it is for
          </Heading>
          <p>
            The guild is open to anyone who runs DataHub or is preparing to, whether self-hosted or on DataHub Cloud.
            Members are typically:
          </p>
          <ul>
            <li>data platform engineers who deploy and upgrade DataHub and keep ingestion healthy;</li>
            <li>
              analytics engineers who connect dbt, warehouses and BI tools and want lineage that people can rely on;
            </li>
            <li>data stewards and governance leads who design domains, glossaries, ownership types and policies;</li>
            <li>team leads who need to show what the catalog changes for the business.</li>
          </ul>
          <p>
            You do not need to write code or to have a large deployment. A member who has just rolled DataHub out to one
            team often asks the questions that everybody else forgot they had.
          </p>
        </section>

        <section aria-labelledby="guild-roles">
          <Heading as="h2" id="guild-roles">
            Ways to take part
          </Heading>
          <p>
            Every member starts as a practitioner. Some go on to mentor other teams or to speak about their experience;
            these roles are open to anyone and you can move between them as your time allows.
          </p>
          <RoleList roles={roles} />
        </section>

        <section aria-labelledby="guild-topics">
          <Heading as="h2" id="guild-topics">
            What members talk about
          </Heading>
          <p>
            Conversations are practical and specific. Typical threads compare how teams structure{' '}
            <Link to="/docs/domains">domains</Link> and{' '}
            <Link to="/docs/glossary/business-glossary">glossary terms</Link>, how they keep{' '}
            <Link to="/docs/ownership/ownership-types">ownership</Link> accurate when people change teams, how they
            schedule ingestion across many sources without overloading them, which{' '}
            <Link to="/integrations">integrations</Link> produce the most useful lineage, and how they measure adoption.
            The DataHub team joins to listen: feedback gathered in the guild shapes the roadmap and the design of new
            features, and members often see those designs before they ship.
          </p>
        </section>

        <section aria-labelledby="guild-join">
          <Heading as="h2" id="guild-join">
            How to join
          </Heading>
          <ol className={styles.steps}>
            <li>
              Join the <Link href={communitySlackUrl}>DataHub community Slack</Link> if you are not already a member.
            </li>
            <li>
              Post a short introduction in <code>#general</code>: your role, what you use DataHub for and what you would
              like to learn. Mention that you would like to join the guild, or message a community manager directly.
            </li>
            <li>
              The community team adds you to the guild&apos;s channel and lets you know about upcoming sessions, which
              are also listed on the <Link to="/events">events page</Link>.
            </li>
          </ol>
          <p>
            Discussions follow the project&apos;s <Link to="/docs/code_of_conduct">Code of Conduct</Link>. What members
            share about their organisation stays in the guild unless they choose to publish it.
          </p>
        </section>

        <div className={styles.callout}>
          <Heading as="h2">Ready to give back to the wider community?</Heading>
          <p>
            Members who regularly help others, improve integrations or share what they learned are natural candidates
            for the <Link to="/champions">DataHub Champions program</Link>.
          </p>
        </div>
      </main>
    </Layout>
  );
}
