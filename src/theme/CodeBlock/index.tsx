import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {CodeBlockProps} from './Highlighted';
import {loadHighlighted, loadedHighlighted} from './loadHighlighted';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {hydratesServerHtml} from '@site/src/hydration/serverHtml';
import {CODE_BLOCK_CLASS} from '@site/src/hydration/contracts';
import {liveOnFirstUse, restoreFocus} from '@site/src/hydration/staticUntilUsed';

/**
 * Code blocks without Prism on a first visit (page weight, hydration time). The server renders each block highlighted, as the theme
 * does. On the page a reader lands on, the browser keeps that HTML as it is: the block hydrates as an empty
 * element with `dangerouslySetInnerHTML`, which hydration leaves alone, so neither Prism nor the block's code is
 * downloaded or run. On the reader's first pointer, focus or touch in a block, or when the page is dark, the
 * highlighted chunk is fetched and the block re-rendered live (same HTML; its copy and word-wrap buttons then
 * work, and focus stays on the control that had it). Blocks on pages reached by client-side navigation are live at
 * once, with the plain code as the fallback while the chunk loads.
 */
const Highlighted = lazy(loadHighlighted);

function PlainCode({children}: CodeBlockProps): ReactNode {
  return (
    // Focusable like the theme's block: a scrollable region must be reachable from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className={CODE_BLOCK_CLASS} tabIndex={0}>
      <code>{typeof children === 'string' ? children : null}</code>
    </pre>
  );
}

const KEEP_SERVER_HTML = {__html: ''};

export default function CodeBlockWrapper(props: CodeBlockProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const focusIndex = useRef(-1);
  // Only a block hydrating with the page can keep the server's HTML; any later mount (client-side navigation, or
  // the theme's Tabs, which re-mount their panels once hydrated) renders live. Latched at mount.
  const isBrowser = useIsBrowser();
  const [live, setLive] = useState(
    () => typeof window === 'undefined' || !hydratesServerHtml || loadedHighlighted() !== undefined || isBrowser,
  );
  useEffect(() => {
    const element = ref.current;
    if (live || !element) return undefined;
    return liveOnFirstUse(element, (index) => {
      void loadHighlighted().then(() => {
        focusIndex.current = index;
        setLive(true);
      });
    });
  }, [live]);
  useEffect(() => {
    if (!live || !ref.current) return;
    ref.current.dataset.codeBlock = 'live'; // what the e2e tests look for, whatever renders the page
    restoreFocus(ref.current, focusIndex.current);
  }, [live]);
  if (!live) return <div ref={ref} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  const loaded = loadedHighlighted();
  return (
    <div ref={ref}>
      {loaded ? (
        <loaded.default {...props} />
      ) : (
        <Suspense fallback={<PlainCode {...props} />}>
          <Highlighted {...props} />
        </Suspense>
      )}
    </div>
  );
}
