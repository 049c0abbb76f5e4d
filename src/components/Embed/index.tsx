import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface LazyEmbedProps {
  /** The page to embed. Nothing is requested from it until the reader asks for it. */
  src: string;
  /** Accessible name of the iframe, e.g. "DataHub community events calendar". */
  title: string;
  /** Text of the button that loads the embed. */
  loadLabel: string;
  /** Text of the link that opens `src` in a new tab; shown before and after loading. */
  fallbackLabel: string;
  /** What the reader gets by loading it, including that it comes from a third-party site. */
  notice: ReactNode;
  /** Height of the frame once loaded (any CSS length). */
  blockSize?: string;
}

/**
 * A third-party page embedded only after a click: no request, cookie or script from the other site before the
 * reader opts in. The plain link stays available in the static HTML for readers without JavaScript or when the
 * other site refuses to be framed.
 */
export default function LazyEmbed({
  src,
  title,
  loadLabel,
  fallbackLabel,
  notice,
  blockSize = '44rem',
}: LazyEmbedProps): ReactNode {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  return (
    <div className={styles.embed}>
      {loaded ? (
        <iframe
          ref={frame}
          className={styles.frame}
          style={{blockSize}}
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.notice}>{notice}</p>
          <button type="button" className="button button--primary" onClick={() => setLoaded(true)}>
            {loadLabel}
          </button>
        </div>
      )}
      <p className={styles.fallback}>
        <Link href={src}>{fallbackLabel}</Link>{' '}
        <span className={styles.hint}>
          {translate({
            id: 'embed.fallback.hint',
            message: '(opens the external site; use it if the embedded view stays empty)',
          })}
        </span>
      </p>
    </div>
  );
}
