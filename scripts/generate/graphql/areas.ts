/** The area of DataHub a schema file serves: pages group their types by it, under its heading. */
import type {GraphqlPages} from '../../../data/schemas/graphqlPages';
import {GRAPHQL_PAGES_FILE} from './prose';

/** Heading of the area of `file` (`graphql/<stem>.graphql`, or undefined for GraphQL's built-in types). */
export function areaOf(file: string | undefined, areas: GraphqlPages['areas']): string {
  if (!file) return 'Built-in';
  const stem = file.replace(/^.*\//, '').replace(/\.graphql$/, '');
  const title = areas[stem];
  if (!title) {
    throw new Error(
      `${file}: no area heading for this schema file; add "${stem}" under areas in ${GRAPHQL_PAGES_FILE}, naming the part of DataHub its types serve`,
    );
  }
  return title;
}
