import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';
import type {StoriesData, Story} from '../../../data/schemas/story';

/** One entry of generated/stories.json, and the file itself: the types of data/schemas/story.ts. */
export type {StoriesData, Story};

const ALL = 'all';

/** Host name of a story's source, shown so readers know where the link goes. */
function sourceLabel(link: string): string {
  const host = new URL(link).hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'youtu.be') return 'Watch the talk on YouTube';
  return `Read the story on ${host}`;
}

function StoryCard({story, hidden}: {story: Story; hidden: boolean}): ReactNode {
  // Registers the anchor so links to /adoption-stories#<slug> pass the build's anchor check.
  useBrokenLinks().collectAnchor(story.slug);
  return (
    <li id={story.slug} className={styles.card} hidden={hidden}>
      <Heading as="h2" className={styles.name}>
        {story.name}
      </Heading>
      <p className={styles.category}>{story.category}</p>
      <p className={styles.tagline}>{story.tagline}</p>
      <p>{story.description}</p>
      <p className={styles.source}>
        <Link href={story.link}>{sourceLabel(story.link)}</Link>
      </p>
    </li>
  );
}

/**
 * The adoption stories with a category filter. Every story is in the static HTML; the filter only hides cards, so
 * `#slug` anchors always have a target. Following an anchor to a hidden story clears the filter.
 */
export default function AdoptionStories({data}: {data: StoriesData}): ReactNode {
  const [category, setCategory] = useState<string>(ALL);
  useEffect(() => {
    const reveal = () => {
      const slug = decodeURIComponent(window.location.hash.slice(1));
      const story = data.stories.find((s) => s.slug === slug);
      if (story) setCategory((current) => (current === ALL || current === story.category ? current : ALL));
    };
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [data.stories]);

  const visible = data.stories.filter((s) => category === ALL || s.category === category);
  const options = [ALL, ...data.categories];
  return (
    <div>
      <div className={styles.filters} role="group" aria-labelledby="stories-filter-label">
        <span id="stories-filter-label" className={styles.filterLabel}>
          {translate({id: 'stories.filter.label', message: 'Filter by industry:'})}
        </span>
        {options.map((option) => {
          const count = option === ALL ? data.stories.length : data.stories.filter((s) => s.category === option).length;
          return (
            <button
              key={option}
              type="button"
              className={styles.filter}
              aria-pressed={category === option}
              onClick={() => setCategory(option)}>
              {option === ALL ? translate({id: 'stories.filter.all', message: 'All industries'}) : option}{' '}
              <span className={styles.filterCount}>({count})</span>
            </button>
          );
        })}
      </div>
      <p className={styles.status} role="status">
        {category === ALL
          ? `Showing all ${data.stories.length} stories`
          : `Showing ${visible.length} of ${data.stories.length} stories in ${category}`}
      </p>
      <ul className={styles.grid}>
        {data.stories.map((story) => (
          <StoryCard key={story.slug} story={story} hidden={category !== ALL && story.category !== category} />
        ))}
      </ul>
    </div>
  );
}
