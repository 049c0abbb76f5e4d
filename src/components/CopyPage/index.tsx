/**
 * "Copy page" menu of a doc page: copy or view the page's Markdown twin (written by scripts/postbuild/llms.ts)
 * or open the page in an AI assistant.
 */
import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {chatGptUrl, claudeUrl, markdownTwinUrl} from './links';
import {useMenu} from './useMenu';
import styles from './styles.module.css';

interface Props {
  /** URL path of the page, base URL included (the doc's permalink). */
  permalink: string;
  /** Absolute URL of the page. */
  pageUrl: string;
}

type CopyStatus = 'idle' | 'copied' | 'failed';

async function copyMarkdown(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

const statusText: Record<CopyStatus, string> = {
  idle: '',
  copied: translate({id: 'copyPage.copied', message: 'Page copied as Markdown'}),
  failed: translate({id: 'copyPage.failed', message: 'Could not copy the page'}),
};

export default function CopyPage({permalink, pageUrl}: Props): ReactNode {
  const menuId = useId();
  const {open, toggle, close, buttonRef, menuRef, onMenuKeyDown} = useMenu();
  const [status, setStatus] = useState<CopyStatus>('idle');
  const twin = markdownTwinUrl(permalink);

  const onCopy = () => {
    close(true);
    copyMarkdown(twin).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    // A menu for human readers: agents comparing the page with its Markdown twin skip it (data-markdown-ignore).
    <div className={styles.copyPage} data-markdown-ignore="">
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}>
        {translate({id: 'copyPage.button', message: 'Copy page'})}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        tabIndex={-1}
        aria-label={translate({id: 'copyPage.menu', message: 'Page actions'})}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}>
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onCopy}>
          {translate({id: 'copyPage.copy', message: 'Copy page as Markdown'})}
        </button>
        {/* pathname://: the twin is a static file, not a route of the client-side router. */}
        <Link
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          to={`pathname://${twin}`}
          autoAddBaseUrl={false}
          onClick={() => close(false)}>
          {translate({id: 'copyPage.view', message: 'View as Markdown'})}
        </Link>
        <Link role="menuitem" tabIndex={-1} className={styles.item} to={chatGptUrl(pageUrl)}>
          {translate({id: 'copyPage.chatgpt', message: 'Open in ChatGPT'})}
        </Link>
        <Link role="menuitem" tabIndex={-1} className={styles.item} to={claudeUrl(pageUrl)}>
          {translate({id: 'copyPage.claude', message: 'Open in Claude'})}
        </Link>
      </div>
      <span role="status" className={styles.status}>
        {statusText[status]}
      </span>
    </div>
  );
}
