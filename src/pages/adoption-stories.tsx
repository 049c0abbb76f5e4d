import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import AdoptionStories, {type StoriesData} from '@site/src/components/AdoptionStories';
import styles from '@site/src/components/AdoptionStories/page.module.css';
// Validated from data/stories/ by `npm run generate`.
import storiesData from '@site/generated/stories.json';

const data = storiesData as StoriesData;

export default function AdoptionStoriesPage(): ReactNode {
  return (
    <Layout
      title="Adoption Stories"
      description="How LinkedIn, Netflix, Visa, Optum, Airtel and other organisations run DataHub for discovery, lineage and governance, in their own talks and posts.">
      <main className="container margin-vert--lg">
        <Heading as="h1">DataHub adoption stories</Heading>
        <div className={styles.intro}>
          <p>
            DataHub runs in production at organisations of every size, from start-ups to some of the largest data
            platforms in the world. The {data.stories.length} organisations below have spoken publicly about how they
            use it, in conference talks, town hall presentations and engineering blog posts. Each card summarises what
            they said in our words and links to the original, so you can hear the details from the team that did the
            work.
          </p>
          <p>
            Their reasons differ. Some needed a search engine for thousands of tables; others built a data mesh and
            needed every data product to be discoverable and owned; others automate governance by reacting to metadata
            change events with the <Link to="/docs/actions">Actions framework</Link>. Filter by industry to find teams
            whose problems resemble yours.
          </p>
        </div>
        <AdoptionStories data={data} />
        <section className={styles.share} aria-labelledby="stories-share">
          <Heading as="h2" id="stories-share">
            Share your story
          </Heading>
          <p>
            Running DataHub? Other teams learn the most from practitioners. Tell us how you deployed it, what you ingest
            and what changed for your users through the <Link to="/customer-stories-survey">adoption story survey</Link>
            , or present it at a <Link to="/events">community town hall</Link>. To start your own deployment, follow the{' '}
            <Link to="/docs/quickstart">quickstart</Link> and browse the <Link to="/integrations">integrations</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
