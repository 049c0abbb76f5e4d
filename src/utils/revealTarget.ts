/**
 * Opening the collapsed `<details>` groups around the target of a link (`#config-profiling.enabled` on a connector
 * page, whose row may sit in a closed group of the options table), so that the browser can scroll to it. Pure
 * apart from `revealTarget`, which applies the result to the document; used by src/clientModules/hashScroll.ts.
 */

/** What the logic needs of an element: a DOM `Element` (with `open` on `<details>`) satisfies it. */
export interface ElementLike {
  tagName: string;
  parentElement: ElementLike | null;
  open?: boolean;
}

const isTag = (node: ElementLike, tag: string) => node.tagName.toUpperCase() === tag;

/**
 * The closed `<details>` elements that hide `target`, outermost first: each closed ancestor whose content holds it
 * (not one whose `<summary>` holds it: a summary shows while its group is closed), and the target itself when it
 * is a closed `<details>` (a link to a group opens it).
 */
export function detailsToOpen<T extends ElementLike>(target: T): T[] {
  const closed: T[] = [];
  if (isTag(target, 'DETAILS') && !target.open) closed.push(target);
  let child: ElementLike = target;
  for (let node = target.parentElement; node; child = node, node = node.parentElement) {
    const inSummary = isTag(child, 'SUMMARY');
    if (isTag(node, 'DETAILS') && !node.open && !inSummary) closed.unshift(node as T);
  }
  return closed;
}

/** The element id a location hash names (`#config-a.b` -> `config-a.b`), or undefined for none or a malformed one. */
export function fragmentId(hash: string): string | undefined {
  if (!hash || hash === '#') return undefined;
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined; // a malformed fragment names no element
  }
}

/**
 * Opens whatever hides the element with this id. Returns the element and how many groups were opened (0 when it
 * was visible already), or undefined when the document has no such element.
 */
export function revealTarget(id: string, doc: Document = document): {element: HTMLElement; opened: number} | undefined {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  const closed = detailsToOpen<Element & ElementLike>(element as Element & ElementLike);
  for (const details of closed) (details as HTMLDetailsElement).open = true;
  return {element, opened: closed.length};
}
