import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import IntegrationsCatalog from '@site/src/components/Integrations';
import {roundedCount} from '@site/src/components/Integrations/filter';
import type {Integration} from '@site/src/types/connectors';
// Derived from data/connectors/ by `npm run generate` (never a hand-kept list).
import integrations from '@site/generated/integrations.json';

const items = integrations as Integration[];
const types = new Set(items.map((i) => i.platformType)).size;

export default function IntegrationsPage(): ReactNode {
  const title = `Connect to ${roundedCount(items.length)} data systems`;
  return (
    <Layout
      title="Integrations"
      description={`DataHub integrations: ${items.length} sources and plugins across ${types} platform types, with what each one extracts.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          DataHub ships {items.length} integrations across {types} platform types. Pull-based sources run as ingestion
          recipes from the CLI or the UI; push-based plugins send metadata from inside the other system. Filter by what
          you need and open a card for setup, configuration and capabilities.
        </p>
        <p>
          <Link to="/integrations/capabilities">Compare what every source extracts in the capability matrix</Link>.
        </p>
        <IntegrationsCatalog items={items} />
      </main>
    </Layout>
  );
}
