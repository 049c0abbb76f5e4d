import {describe, expect, it} from 'vitest';
import {retargetLinks} from '../../scripts/generate/frozenVersions';

describe('frozen versions', () => {
  it('points links between generated pages at the version copy and leaves other links alone', () => {
    const dirs = ['generated', 'graphql', 'managed-datahub/release-notes'];
    const input = [
      '[Dataset](/docs/graphql/objects#dataset)',
      '[Kafka](/docs/generated/ingestion/sources/kafka)',
      '[v0.3.10](/docs/managed-datahub/release-notes/v_0_3_10)',
      '[Quickstart](/docs/quickstart)',
      '[graphqlish](/docs/graphql-guide)',
      '<ConnectorOptions href="/docs/generated/x" />',
    ].join('\n');
    expect(retargetLinks(input, '1.1.0', dirs).split('\n')).toEqual([
      '[Dataset](/docs/1.1.0/graphql/objects#dataset)',
      '[Kafka](/docs/1.1.0/generated/ingestion/sources/kafka)',
      '[v0.3.10](/docs/1.1.0/managed-datahub/release-notes/v_0_3_10)',
      '[Quickstart](/docs/quickstart)',
      '[graphqlish](/docs/graphql-guide)',
      '<ConnectorOptions href="/docs/1.1.0/generated/x" />',
    ]);
  });
});
