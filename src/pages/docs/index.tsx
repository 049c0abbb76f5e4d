import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import DocsLanding from '@site/src/components/DocsLanding';

export default function DocsIndexPage(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description="DataHub documentation: get started, ingest metadata, use the APIs, deploy and operate DataHub.">
      <main>
        <DocsLanding />
      </main>
    </Layout>
  );
}
