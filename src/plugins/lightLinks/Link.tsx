/**
 * The browser's `@docusaurus/Link` (see index.ts). An internal link to an absolute path, opened in the same tab,
 * renders as a plain `<a>` registered in `routedAnchors`; document listeners do what the framework's link does for
 * it: a click navigates with the router (left button, no modifier key, not prevented), and the first hover or touch
 * preloads the page. Everything else (nav links with an active state, external, relative or `pathname://` links,
 * `replace` or location objects) renders the framework's link.
 */
import React, {forwardRef, type ForwardedRef, type ReactNode} from 'react';
import FrameworkLink from '@docusaurus/core/lib/client/exports/Link.js?original';
import type {Props} from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {STATIC_REGION_SELECTOR} from '@site/src/hydration/contracts';

type History = ReturnType<typeof useHistory>;

/** Anchors rendered here, with the path the router opens for each. */
const routedAnchors = new WeakMap<Element, string>();
let routerHistory: History | undefined;
const preloaded = new Set<string>();

function routedAnchor(target: EventTarget | null): [HTMLAnchorElement, string] | undefined {
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest('a');
  const path = anchor ? (routedAnchors.get(anchor) ?? staticBodyPath(anchor)) : undefined;
  return anchor && path ? [anchor, path] : undefined;
}

/**
 * The path of an internal link inside a body the server rendered and the browser did not hydrate
 * (src/hydration/StaticBody): its anchors were written by the framework's link on the server,
 * so an absolute `href` is exactly the path this link would have routed to. Same-page `#` links stay native.
 */
function staticBodyPath(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//') || anchor.hasAttribute('download')) return undefined;
  return anchor.closest(STATIC_REGION_SELECTOR) ? href : undefined;
}

function preload(event: Event): void {
  const path = routedAnchor(event.target)?.[1];
  if (!path || preloaded.has(path)) return;
  preloaded.add(path);
  void (window as unknown as {docusaurus?: {preload?: (path: string) => unknown}}).docusaurus?.preload?.(path);
}

function navigate(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const found = routedAnchor(event.target);
  if (!found || !routerHistory) return;
  const [anchor, path] = found;
  if (anchor.target && anchor.target !== '_self') return;
  event.preventDefault();
  const {pathname, search, hash} = routerHistory.location;
  // As react-router's link: opening the location already shown replaces the history entry.
  if (`${pathname}${search}${hash}` === path) routerHistory.replace(path);
  else routerHistory.push(path);
}

if (typeof document !== 'undefined') {
  // Bubbling listeners: a handler of the link itself runs first and may prevent the navigation.
  document.addEventListener('click', navigate);
  document.addEventListener('mouseover', preload, {passive: true});
  document.addEventListener('touchstart', preload, {passive: true});
}

const FRAMEWORK_PROPS = ['isNavLink', 'activeClassName', 'isActive', 'data-noBrokenLinkCheck'];

function isLight(props: Props): boolean {
  const target = props.to ?? props.href;
  return (
    typeof target === 'string' &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !props.isNavLink &&
    (!props.target || props.target === '_self') &&
    !('replace' in props && props.replace) &&
    !('component' in props && props.component)
  );
}

function LightLink(props: Props, ref: ForwardedRef<HTMLAnchorElement>): ReactNode {
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  const {siteConfig} = useDocusaurusContext();
  if (!isLight(props)) return <FrameworkLink {...props} ref={ref} />;
  routerHistory = history;
  const {to, href, autoAddBaseUrl = true, ...rest} = props;
  // Props the framework's link reads and does not pass to the element.
  for (const key of FRAMEWORK_PROPS) delete (rest as Record<string, unknown>)[key];
  const raw = (to ?? href) as string;
  const path = applyTrailingSlash(autoAddBaseUrl ? withBaseUrl(raw) : raw, {
    trailingSlash: siteConfig.trailingSlash,
    baseUrl: siteConfig.baseUrl,
  });
  const register = (element: HTMLAnchorElement | null) => {
    if (element) routedAnchors.set(element, path);
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a {...rest} ref={register} href={path}>
      {props.children}
    </a>
  );
}

export default forwardRef(LightLink);
