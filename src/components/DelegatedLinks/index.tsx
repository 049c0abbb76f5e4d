/**
 * One set of listeners for all the links of a Markdown body (issue 19: total blocking time).
 *
 * `@docusaurus/Link` gives every internal link its own click, mouseenter and touchstart listeners and an
 * IntersectionObserver. Hydration attaches each listener separately: on a reference page with 570 links that is
 * 1,700 `addEventListener` calls, most of the page's hydration (and far more under Lighthouse's instrumentation).
 * Inside a container that uses these handlers, the theme's Markdown link (`src/theme/MDXComponents/A`) renders a
 * plain `<a>`, and the container routes the events: a click navigates with the router as `<Link>` does (left
 * button, no modifier key, no target), and hovering or touching a link preloads its page.
 */
import {createContext, useContext, useMemo, type MouseEvent, type TouchEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** True inside a container whose links are handled by `useDelegatedLinks`. */
export const DelegatedLinksContext = createContext(false);

export function useInDelegatedLinks(): boolean {
  return useContext(DelegatedLinksContext);
}

interface DocusaurusGlobal {
  preload?: (path: string) => unknown;
}

/**
 * The link that an event inside the container concerns, when the router should open it: a same-origin path under
 * the base URL, not only a fragment, opened in the same tab and not a download.
 */
export function routableLink(target: EventTarget | null, baseUrl: string): HTMLAnchorElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith(baseUrl) || href.startsWith('//')) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  return anchor;
}

export interface DelegatedLinkHandlers {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onMouseOver: (event: MouseEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
}

/** Handlers for the element that contains the links (spread them on it and provide `DelegatedLinksContext`). */
export function useDelegatedLinks(): DelegatedLinkHandlers {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  return useMemo(() => {
    const preloaded = new Set<string>();
    const preload = (target: EventTarget | null) => {
      const href = routableLink(target, baseUrl)?.getAttribute('href');
      if (!href || preloaded.has(href)) return;
      preloaded.add(href);
      void (window as unknown as {docusaurus?: DocusaurusGlobal}).docusaurus?.preload?.(href);
    };
    return {
      onClick: (event) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        const href = routableLink(event.target, baseUrl)?.getAttribute('href');
        if (!href) return;
        event.preventDefault();
        const {pathname, search, hash} = history.location;
        // As the router's link does: opening the location already shown replaces the history entry.
        if (`${pathname}${search}${hash}` === href) history.replace(href);
        else history.push(href);
      },
      onMouseOver: (event) => preload(event.target),
      onTouchStart: (event) => preload(event.target),
    };
  }, [history, baseUrl]);
}
