import React, {type ReactNode} from 'react';
import DocCardHeadingIcon from '@theme-original/DocCard/Heading/Icon';
import type DocCardHeadingIconType from '@theme/DocCard/Heading/Icon';
import type {WrapperProps} from '@docusaurus/types';
import isInternalUrl from '@docusaurus/isInternalUrl';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocCardHeadingIconType>;
type Kind = 'category' | 'page' | 'external';

/** Outline shapes on a 24-unit grid, drawn with the text colour: a folder, a page, an arrow leaving a box. */
const shapes: Record<Kind, string[]> = {
  category: ['M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z', 'M3 10h18'],
  page: ['M6 3h8l4 4v14H6Z', 'M14 3v4h4', 'M9 12h6', 'M9 16h6'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
};

function kindOf(item: Props['item']): Kind {
  if (item.type === 'category') return 'category';
  return item.type === 'link' && !isInternalUrl(item.href) ? 'external' : 'page';
}

/**
 * The icon of a card on category index pages. The original shows an emoji (🗃 for a category, 📄 for a page, 🔗 for an
 * external link), which renders as an empty box on systems without an emoji font: this passes the original an inline
 * SVG of the same meaning instead, drawn in `currentColor` so it follows the theme.
 */
export default function DocCardHeadingIconWrapper(props: Props): ReactNode {
  const kind = kindOf(props.item);
  const icon = (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}>
      {shapes[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
  return <DocCardHeadingIcon {...props} icon={icon} />;
}
