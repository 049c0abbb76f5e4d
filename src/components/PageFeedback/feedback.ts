/** Pure parts of the page feedback widget: the prefilled GitHub issue and the analytics event. */
import {datahubRepoUrl} from '@site/config/site';

export type Answer = 'yes' | 'no';

export interface FeedbackContext {
  pageTitle: string;
  pageUrl: string;
  versionLabel: string;
  /** The section the reader was looking at, or the page title. */
  section: string;
  answer: Answer;
}

export function feedbackIssueUrl(ctx: FeedbackContext): string {
  const title = `Docs feedback: ${ctx.pageTitle}`;
  const body = [
    `**Page:** ${ctx.pageUrl}`,
    `**Version:** ${ctx.versionLabel}`,
    `**Section:** ${ctx.section}`,
    `**Was this page helpful?** ${ctx.answer === 'yes' ? 'Yes' : 'No'}`,
    '',
    '**What could be better?**',
    '',
  ].join('\n');
  const params = new URLSearchParams({title, body, labels: 'docs'});
  return `${datahubRepoUrl}/issues/new?${params.toString()}`;
}

const CONTENT_HEADINGS = '.theme-doc-markdown h2[id], .theme-doc-markdown h3[id]';

/** The heading of the section the reader is in: the last h2/h3 of the page body above the upper third of the view. */
export function sectionInView(root: ParentNode, fallback: string): string {
  const headings = Array.from(root.querySelectorAll<HTMLElement>(CONTENT_HEADINGS));
  let current: HTMLElement | undefined;
  for (const heading of headings) if (heading.getBoundingClientRect().top <= window.innerHeight / 3) current = heading;
  // Heading text ends with the hash link's zero-width character; drop it.
  const text = current?.textContent?.replace(/[\u200b#]/g, '').trim();
  return text || fallback;
}

type Gtag = (command: 'event', name: string, params: Record<string, string | number>) => void;

/** Sends the analytics event when Google Analytics (gtag) is on the page; does nothing otherwise. */
export function sendFeedbackEvent(ctx: FeedbackContext): void {
  const gtag = (window as unknown as {gtag?: Gtag}).gtag;
  gtag?.('event', 'page_feedback', {
    helpful: ctx.answer,
    value: ctx.answer === 'yes' ? 1 : 0,
    page_location: ctx.pageUrl,
    version: ctx.versionLabel,
    section: ctx.section,
  });
}
