import React, {type ReactNode} from 'react';
import Image from '@theme/IdealImage';
import light from '@site/static/img/diagrams/datahub-flow-light.png';
import dark from '@site/static/img/diagrams/datahub-flow-dark.png';
import styles from './styles.module.css';

export {FLOW_ALT} from './alt';
import {FLOW_ALT} from './alt';

export type FlowVariant = 'light' | 'dark';

const images = {light, dark};

/** One variant of the platform flow diagram, as a responsive image with a caption. */
export default function FlowDiagram({variant, caption}: {variant: FlowVariant; caption: ReactNode}): ReactNode {
  return (
    <figure className={`${styles.figure} ${variant === 'dark' ? styles.dark : ''}`}>
      <Image img={images[variant]} alt={FLOW_ALT} />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
