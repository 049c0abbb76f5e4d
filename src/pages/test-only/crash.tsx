import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

/**
 * Test-only page (built when SITE_TEST_BUILD=1): throws after mounting in the browser, with a
 * chained cause, so the e2e suite can check the crash screen (its "Page Error" title, "Try again" button and
 * cause chain).
 */
function Bomb(): ReactNode {
  // False during the server render and hydration, true on the client re-render that follows.
  if (useIsBrowser()) {
    throw new Error('Test crash: the widget failed to render', {
      cause: new Error('Root cause: widget data was missing'),
    });
  }
  return <p>This page crashes once it renders in the browser.</p>;
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" description="Test-only page that crashes on purpose." noFooter>
      <main className="container margin-vert--lg">
        <Bomb />
      </main>
    </Layout>
  );
}
