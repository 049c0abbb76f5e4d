/**
 * The platform mark at the top of a generated connector page (written by scripts/generate/connectors):
 * the brand's logo where an openly licensed one exists (sources in NOTICE.md), otherwise a neutral mark. Decorative: the page
 * title names the platform.
 */
import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export default function PlatformLogo({id}: {id: string}): ReactNode {
  const src = useBaseUrl(`/logos/${id}.svg`);
  return <img className={styles.logo} src={src} alt="" width={56} height={56} />;
}
