import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {communitySlackUrl} from '@site/config/links';
import styles from '@site/src/components/Embed/pages.module.css';

/** Seconds before the browser is sent to the sign-up page. */
const SLACK_REDIRECT_SECONDS = 3;

/** Sends the reader to the sign-up page after a short delay, unless they choose to stay. */
function useRedirect(target: string, seconds: number) {
  const [left, setLeft] = useState(seconds);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return undefined;
    if (left <= 0) {
      window.location.replace(target);
      return undefined;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, stopped, target]);
  return {left, stopped, stop: () => setStopped(true)};
}

function RedirectNotice(): ReactNode {
  const {left, stopped, stop} = useRedirect(communitySlackUrl, SLACK_REDIRECT_SECONDS);
  if (stopped) {
    return (
      <p className={styles.status} role="status">
        Redirect cancelled. Use the button above when you are ready.
      </p>
    );
  }
  return (
    <div className={styles.status}>
      <p role="status">
        Taking you to the sign-up page in a few seconds.{' '}
        <span className={styles.countdown} aria-hidden="true">
          {left}
        </span>
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={stop}>
        Stay on this page
      </button>
    </div>
  );
}

export default function SlackPage(): ReactNode {
  const [ready, setReady] = useState(false);
  // The countdown only exists once JavaScript runs; without it the page is a plain invitation with a link.
  useEffect(() => setReady(true), []);
  return (
    <Layout
      title="Join the DataHub Slack"
      description="Join the DataHub community Slack: ask questions, get help with ingestion and deployment, and meet the maintainers and other users.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Join the DataHub community on Slack</Heading>
        <p className={styles.lead}>
          The DataHub Slack is where the community talks every day: thousands of data practitioners, contributors and
          the maintainers. Sign-up is free and takes a minute on the community page.
        </p>
        <p>
          <Link className="button button--primary button--lg" href={communitySlackUrl}>
            Go to the Slack sign-up page
          </Link>
        </p>
        <p className={styles.url}>
          If the button does not work, copy this address into your browser: <code>{communitySlackUrl}</code>
        </p>
        {ready && <RedirectNotice />}

        <section aria-labelledby="slack-channels">
          <Heading as="h2" id="slack-channels">
            Where to ask what
          </Heading>
          <p>Questions get answered faster in the right channel. The busiest ones are:</p>
          <dl className={styles.channels}>
            <dt>
              <code>#getting-started</code>
            </dt>
            <dd>First steps: the quickstart, sign-in, the first ingestion recipe.</dd>
            <dt>
              <code>#troubleshoot</code>
            </dt>
            <dd>
              Something is broken. Include your DataHub server and CLI versions (<code>datahub version</code>), how you
              deployed (Docker quickstart, Helm chart, DataHub Cloud) and the relevant logs.
            </dd>
            <dt>
              <code>#ingestion</code>
            </dt>
            <dd>
              Connectors and recipes. Paste the recipe with secrets removed and the error from the ingestion report.
            </dd>
            <dt>
              <code>#announcements</code>
            </dt>
            <dd>Releases, town halls and other events. Read-only for most members.</dd>
            <dt>
              <code>#contribute</code>
            </dt>
            <dd>Pull requests, new connectors, documentation fixes and talk proposals.</dd>
          </dl>
        </section>

        <section aria-labelledby="slack-before">
          <Heading as="h2" id="slack-before">
            Before you post
          </Heading>
          <p>
            Search Slack and the <Link to="/docs">documentation</Link> first: most errors have been seen before. The{' '}
            <Link to="/docs/quickstart">quickstart</Link> and the{' '}
            <Link to="/docs/troubleshooting/quickstart">quickstart troubleshooting guide</Link> cover the most common
            setup problems. Keep one question per thread, never paste passwords or tokens, and follow the{' '}
            <Link to="/docs/code_of_conduct">Code of Conduct</Link>. Bugs that you can reproduce belong in a GitHub
            issue, where they can be tracked to a fix.
          </p>
          <p>
            Slack is also where the community meets the people behind it: see the <Link to="/events">events</Link>, the{' '}
            <Link to="/champions">champions</Link> and the <Link to="/guild">Data Practitioners Guild</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
