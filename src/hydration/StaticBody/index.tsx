import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {loadHighlighted} from '@site/src/theme/CodeBlock/loadHighlighted';
import {usePatchOn} from '@site/src/utils/speedPatches';
import {CODE_BLOCK_SELECTOR} from '../contracts';
import {loadDeferredIn} from '../deferredData';
import {isDark} from '../isDark';
import {hydratesServerHtml} from '../serverHtml';
import {liveOnCodeBlockUse, restoreFocus, type LiveTrigger} from '../staticUntilUsed';
import styles from './styles.module.css';

/**
 * A page body left as the server rendered it, so that hydration skips it (less total blocking time).
 *
 * Most doc pages, and all reference pages (connectors, entities, the GraphQL reference: 1,800 to 3,400 elements),
 * have a body of plain markup apart from code blocks; hydrating it was the largest part of a first visit's main
 * task. For a page marked `static_body` (scripts/remark/staticBody.ts) the body hydrates as one empty element with
 * `dangerouslySetInnerHTML`, which hydration leaves alone, so the server's DOM stays. What hydration would have
 * given it is supplied otherwise: links are routed by the document listeners of `src/plugins/lightLinks`, which
 * also serve anchors inside `[data-static-body]`; heading anchors are plain `#` links. The body renders live (its
 * code blocks with their copy and wrap buttons) when the reader first uses a code block, or when the page turns
 * dark, since the server renders code in the light theme's colours. A body mounted later (client-side
 * navigation) or on a page already dark renders normally. `pageId` tells the page that hydrated from the next
 * one, for which the theme may reuse this component. Other server-rendered regions reuse this with their own
 * `liveWhen`, and `staticIf` to decide at hydration whether to stay static at all (the docs sidebar, only where
 * the window is too narrow to show it).
 */
const KEEP_SERVER_HTML = {__html: ''};

interface Props {
  pageId: string;
  children: ReactNode;
  /** When the static region becomes live; by default on first use of a code block in it. */
  liveWhen?: LiveTrigger;
  /** Read once at hydration; false renders the region live from the start. */
  staticIf?: () => boolean;
  /** The wrapper generates no box (`display: contents`), for a region inside a flex or grid layout. */
  asContents?: boolean;
  /** Loads what the live render needs first (a first visit's page module, src/hydration/firstVisitContent.tsx). */
  prepare?: () => Promise<unknown>;
}

const always = () => true;

export default function StaticBody(props: Props): ReactNode {
  const {pageId, children, liveWhen = liveOnCodeBlockUse, staticIf = always, asContents = false, prepare} = props;
  const className = asContents ? styles.contents : undefined;
  const isBrowser = useIsBrowser();
  const enabled = usePatchOn('staticBodies');
  const ref = useRef<HTMLDivElement>(null);
  const focusIndex = useRef(-1);
  // Ids of the native <details> groups the reader (or a deep link) had opened in the static region: the live render
  // builds new elements, which start closed (the options groups of connector pages, src/components/ConnectorOptions).
  const openGroups = useRef<string[]>([]);
  // Latched at mount, for the page that hydrated.
  const [staticPage] = useState(() =>
    typeof window === 'undefined' || !enabled || !hydratesServerHtml || isBrowser || isDark() || !staticIf()
      ? undefined
      : pageId,
  );
  const [live, setLive] = useState(false);
  const isStatic = staticPage === pageId && !live;
  useEffect(() => {
    const element = ref.current;
    if (!isStatic || !element) return undefined;
    return liveWhen(element, (index) => {
      // Prism first when there is code to highlight, so that the live render matches the server's, and the data
      // the region's components load on demand (src/hydration/deferredData.ts), so that they render without a gap.
      // The page's own module (`prepare`) before its data: loading the module registers the data.
      const ready = Promise.all([
        element.querySelector(CODE_BLOCK_SELECTOR) ? loadHighlighted() : undefined,
        Promise.resolve(prepare?.()).then(() => loadDeferredIn(element)),
      ]);
      ready.then(
        () => {
          focusIndex.current = index;
          openGroups.current = Array.from(
            element.querySelectorAll<HTMLDetailsElement>('details[open][id]'),
            (d) => d.id,
          );
          setLive(true);
        },
        // Offline or a failed download: the region stays as the server rendered it, which is complete.
        () => undefined,
      );
    });
  }, [isStatic, liveWhen, prepare]);
  // Before paint, so the page does not shrink and jump back.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!live || !element) return;
    for (const id of openGroups.current) {
      const details = element.ownerDocument.getElementById(id);
      if (details instanceof HTMLDetailsElement && element.contains(details)) details.open = true;
    }
    openGroups.current = [];
  }, [live]);
  useEffect(() => {
    if (live && ref.current) restoreFocus(ref.current, focusIndex.current);
  }, [live]);
  if (isStatic) {
    return (
      <div
        ref={ref}
        className={className}
        data-static-body=""
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={ref} className={className} data-static-body={typeof window === 'undefined' ? '' : undefined}>
      {children}
    </div>
  );
}
