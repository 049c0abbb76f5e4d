import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

/**
 * On a post's page the cover is the largest paint: fetched ahead of the page's scripts (on a slow connection they
 * compete for the same bandwidth). In the list it waits until scrolled near.
 */
const ON_POST_PAGE = {loading: 'eager', fetchPriority: 'high'} as const;
const IN_LIST = {loading: 'lazy'} as const;

/** The post's generated cover (scripts/generate/learnCovers.ts) above the original title, date and authors. */
export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const slug = metadata.permalink.replace(/\/$/, '').split('/').pop() ?? '';
  const src = useBaseUrl(`/learn/covers/${slug}.svg`);
  // Decorative: the cover repeats the title, which follows as text.
  const cover = (
    <img
      className={styles.cover}
      src={src}
      alt=""
      width={1200}
      height={630}
      decoding="async"
      {...(isBlogPostPage ? ON_POST_PAGE : IN_LIST)}
    />
  );
  return (
    <>
      {isBlogPostPage ? (
        cover
      ) : (
        <Link to={metadata.permalink} tabIndex={-1} aria-hidden="true">
          {cover}
        </Link>
      )}
      <Header {...props} />
    </>
  );
}
