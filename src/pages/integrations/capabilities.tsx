import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import CapabilityMatrix from '@site/src/components/CapabilityMatrix';
import type {CapabilityMatrixData} from '@site/src/components/CapabilityMatrix/matrix';
// Derived from data/connectors/ by `npm run generate`; the build also serves it at /integrations/capabilities.json.
import capabilities from '@site/generated/capabilities.json';

const data = capabilities as CapabilityMatrixData;

export default function CapabilitiesPage(): ReactNode {
  return (
    <Layout
      title="Connector capability matrix"
      description={`What metadata each of DataHub's ${data.sources.length} sources extracts: schema, ownership, lineage, usage, profiling and more.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Connector capability matrix</Heading>
        <p>
          Every DataHub source and the {data.capabilities.length} capabilities it may support, from schema metadata to
          column-level lineage and test connection. Sort by name or by how many capabilities a source has, and narrow
          the table to a platform type or to the capabilities you need. Notes on a capability are listed under the
          source&apos;s name. The same data is available as{' '}
          <Link to="pathname:///integrations/capabilities.json">JSON</Link>; every source is described in detail in the{' '}
          <Link to="/integrations">integrations catalog</Link>.
        </p>
        <CapabilityMatrix data={data} />
      </main>
    </Layout>
  );
}
