/** "Was this page helpful?" under a doc page, with a prefilled GitHub issue for details after an answer. */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {feedbackIssueUrl, sectionInView, sendFeedbackEvent, type Answer, type FeedbackContext} from './feedback';
import styles from './styles.module.css';

interface Props {
  pageTitle: string;
  pageUrl: string;
  versionLabel: string;
}

export default function PageFeedback({pageTitle, pageUrl, versionLabel}: Props): ReactNode {
  const [given, setGiven] = useState<FeedbackContext | null>(null);
  const moreLink = useRef<HTMLAnchorElement>(null);

  // The buttons disappear after an answer: move focus to what replaced them.
  useEffect(() => {
    if (given) moreLink.current?.focus();
  }, [given]);

  const answer = (value: Answer) => {
    const ctx = {pageTitle, pageUrl, versionLabel, answer: value, section: sectionInView(document, pageTitle)};
    sendFeedbackEvent(ctx);
    setGiven(ctx);
  };

  const question = translate({id: 'pageFeedback.question', message: 'Was this page helpful?'});
  return (
    <section className={styles.feedback} aria-label={question}>
      <Heading as="h2" className={styles.question}>
        {question}
      </Heading>
      {!given && (
        <div className={styles.buttons}>
          <button type="button" className="button button--outline button--primary" onClick={() => answer('yes')}>
            {translate({id: 'pageFeedback.yes', message: 'Yes'})}
          </button>
          <button type="button" className="button button--outline button--primary" onClick={() => answer('no')}>
            {translate({id: 'pageFeedback.no', message: 'No'})}
          </button>
        </div>
      )}
      <p role="status" className={styles.thanks}>
        {given && (
          <>
            {translate({id: 'pageFeedback.thanks', message: 'Thank you for your feedback!'})}{' '}
            <Link ref={moreLink} to={feedbackIssueUrl(given)}>
              {translate({id: 'pageFeedback.more', message: 'Tell us more on GitHub'})}
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
