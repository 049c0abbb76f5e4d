import React, {type ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

function AuthorCard({
  author,
}: {
  author: {name?: string; title?: string; url?: string; imageURL?: string; description?: string};
}): ReactNode {
  const fallback = useBaseUrl('/img/datahub-mark.svg');
  return (
    <div className={styles.card}>
      <img className={styles.avatar} src={author.imageURL ?? fallback} alt="" width={64} height={64} />
      <div>
        <p className={styles.name}>{author.url ? <Link href={author.url}>{author.name}</Link> : author.name}</p>
        {author.title && <p className={styles.title}>{author.title}</p>}
        {author.description && <p className={styles.description}>{author.description}</p>}
      </div>
    </div>
  );
}

/** On a post's own page: the original footer (tags, edit link), then a card for each author. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && metadata.authors.length > 0 && (
        <section className={styles.authors} aria-labelledby="post-authors">
          <Heading as="h2" id="post-authors" className={styles.heading}>
            {metadata.authors.length === 1 ? 'About the author' : 'About the authors'}
          </Heading>
          {metadata.authors.map((author) => (
            <AuthorCard key={author.key ?? author.name} author={author} />
          ))}
        </section>
      )}
    </>
  );
}
