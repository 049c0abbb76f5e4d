import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomePage from '@site/src/components/Home';

export default function Home(): ReactNode {
  return (
    <Layout
      title="The #1 Open Source Metadata Platform"
      description="DataHub is the open-source metadata platform for data discovery, lineage, governance and observability across your data stack.">
      <HomePage />
    </Layout>
  );
}
