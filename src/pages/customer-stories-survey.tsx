import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import LazyEmbed from '@site/src/components/Embed';
import {communitySlackUrl} from '@site/config/links';
import styles from '@site/src/components/Embed/pages.module.css';

/** The external form that collects adoption stories. */
const SURVEY_URL = 'https://datahub.com/customer-stories-survey';

export default function CustomerStoriesSurveyPage(): ReactNode {
  return (
    <Layout
      title="Share Your DataHub Story"
      description="Tell the DataHub community how your organisation uses DataHub: what the adoption story survey asks, how answers are used, and the form.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Share your DataHub adoption story</Heading>
        <p className={styles.lead}>
          The most useful thing a team evaluating DataHub can read is an account from someone who has already done it.
          If your organisation runs DataHub, self-hosted or on DataHub Cloud, a few minutes of your time can help others
          avoid the mistakes you made and copy the things that worked.
        </p>

        <section aria-labelledby="survey-questions">
          <Heading as="h2" id="survey-questions">
            What the survey asks
          </Heading>
          <p>The form takes about ten minutes. Most questions are optional, and short answers are fine. It covers:</p>
          <ul className={styles.questions}>
            <li>
              <strong>Your organisation and team:</strong> industry, rough size of the data team, and who owns DataHub
              internally.
            </li>
            <li>
              <strong>Why you chose DataHub:</strong> the problem you set out to solve, the alternatives you compared
              and what tipped the decision.
            </li>
            <li>
              <strong>Your deployment:</strong> how you run it (for example the Helm charts on Kubernetes or DataHub
              Cloud), which sources you ingest, and roughly how many datasets, dashboards and users you have.
            </li>
            <li>
              <strong>What you use most:</strong> search and discovery, lineage, the business glossary and domains, data
              quality assertions and incidents, Actions, or the APIs.
            </li>
            <li>
              <strong>Results and lessons:</strong> what changed for your users, anything you measured, and what you
              would do differently.
            </li>
            <li>
              <strong>Permission and contact:</strong> whether we may publish your story with your organisation&apos;s
              name and logo, and how to reach you for a follow-up.
            </li>
          </ul>
        </section>

        <section aria-labelledby="survey-use">
          <Heading as="h2" id="survey-use">
            How your answers are used
          </Heading>
          <p>
            Answers are read by the DataHub community team. Nothing is published without your explicit approval: if you
            allow it, we draft a short summary for the <Link to="/adoption-stories">adoption stories</Link> page and
            send it to you for review before it goes live, and you can ask for changes or removal at any time. Anonymous
            answers are still valuable; they show the maintainers which features matter in practice and feed into the
            roadmap. Some respondents are invited to present at a <Link to="/events">community town hall</Link>, which
            is always optional.
          </p>
        </section>

        <section aria-labelledby="survey-form">
          <Heading as="h2" id="survey-form">
            The form
          </Heading>
          <LazyEmbed
            src={SURVEY_URL}
            title="DataHub adoption story survey"
            loadLabel="Load the survey form"
            fallbackLabel="Open the survey form"
            blockSize="60rem"
            notice={
              <>
                The form is hosted on datahub.com. It is loaded only when you ask for it; you can also open it on its
                own page.
              </>
            }
          />
          <p>
            Prefer to talk? Post in <code>#contribute</code> on the <Link href={communitySlackUrl}>DataHub Slack</Link>{' '}
            and a community manager will get in touch.
          </p>
        </section>
      </main>
    </Layout>
  );
}
