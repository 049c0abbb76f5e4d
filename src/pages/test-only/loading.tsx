import React, {useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import Layout from '@theme/Layout';

/**
 * Test-only page (built when SITE_TEST_BUILD=1): lazily loaded parts that take long or fail once, rendered through
 * the same `@theme/Loading` component the framework gives every route, so the e2e suite can check the loading
 * states (a spinner after a delay, an error box whose Retry loads again).
 */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function SlowLoaded(): ReactNode {
  return <p data-testid="loaded">The slow part has loaded.</p>;
}

function FlakyLoaded(): ReactNode {
  return <p data-testid="loaded">The flaky part has loaded.</p>;
}

const SlowPart = Loadable({
  // react-loadable renders what the loader resolves to (a component, or an ES module's default export).
  loader: () => wait(2500).then(() => SlowLoaded),
  loading: Loading,
});

let attempts = 0;
const FlakyPart = Loadable({
  loader: () => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('Loading chunk 42 failed (test)')) : Promise.resolve(FlakyLoaded);
  },
  loading: Loading,
});

export default function LoadingTestPage(): ReactNode {
  const [part, setPart] = useState<'slow' | 'flaky' | null>(null);
  return (
    <Layout title="Loading test" description="Test-only page for the loading states." noFooter>
      <main className="container margin-vert--lg">
        <button type="button" onClick={() => setPart('slow')}>
          Load the slow part
        </button>{' '}
        <button type="button" onClick={() => setPart('flaky')}>
          Load the flaky part
        </button>
        {part === 'slow' && <SlowPart />}
        {part === 'flaky' && <FlakyPart />}
      </main>
    </Layout>
  );
}
