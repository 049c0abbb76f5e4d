import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Integration} from '@site/src/types/connectors';
import styles from './styles.module.css';

/** The platform's mark: its brand logo where an openly licensed one exists, otherwise a neutral mark. */
export default function PlatformMark({item, size = 40}: {item: Integration; size?: number}): ReactNode {
  const src = useBaseUrl(item.logo);
  return (
    <img
      className={item.brandLogo ? styles.mark : `${styles.mark} ${styles.neutralMark}`}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
