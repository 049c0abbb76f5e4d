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

function Loaded({label}: {label: string}): ReactNode {
  return <p data-testid="loaded">{label}</p>;
}

const SlowPart = Loadable({
  loader: () => wait(2500).then(() => ({default: () => <Loaded label="The slow part has loaded." />})),
  loading: Loading,
});

let attempts = 0;
const FlakyPart = Loadable({
  loader: () => {
    attempts += 1;
    return attempts === 1
      ? Promise.reject(new Error('Loading chunk 42 failed (test)'))
      : Promise.resolve({default: () => <Loaded label="The flaky part has loaded." />});
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
