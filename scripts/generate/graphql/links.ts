/**
 * Links between reference pages. A section is rendered before the page map exists (splitting a kind into letter
 * pages needs the size of its sections), so a link to a type is written with a placeholder for the page part of its
 * URL; resolveLinks fills it in from the page map when the pages are assembled.
 */
import {getNamedType, isListType, isNonNullType, type GraphQLNamedType, type GraphQLType} from 'graphql';

/** URL of a reference page (a kind page such as `objects`, or one of its letter pages such as `objects-a-c`). */
export function pageUrl(page: string): string {
  return `/docs/graphql/${page}`;
}

/** The anchor Docusaurus derives from a heading made of a GraphQL name. */
export function anchorFor(name: string): string {
  return name.toLowerCase();
}

/** Brackets the type name that stands for a page URL: a private-use character, which no name or SDL description uses. */
const MARK = '\uE000';
const PLACEHOLDER = new RegExp(`${MARK}([^${MARK}]+)${MARK}`, 'g');

/** `[Name](<page of Name>#name)`, the page left as a placeholder. */
function linkTo(name: string): string {
  return `[${name}](${MARK}${name}${MARK}#${anchorFor(name)})`;
}

/** A type reference with links, e.g. `\[[String](<page>#string)!\]!`. */
export function typeLink(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeLink(type.ofType)}!`;
  if (isListType(type)) return `\\[${typeLink(type.ofType)}\\]`;
  return linkTo(getNamedType(type).name);
}

/** Links to several types, sorted by name. */
export function linkList(types: ReadonlyArray<GraphQLNamedType>): string {
  return [...types]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => linkTo(t.name))
    .join(', ');
}

/** `text` with the URL of every linked type's page, `pageOf` naming the page (kind or letter page) of a type. */
export function resolveLinks(text: string, pageOf: (typeName: string) => string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => pageUrl(pageOf(name)));
}
