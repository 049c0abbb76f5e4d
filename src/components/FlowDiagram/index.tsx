import React, {type ReactNode} from 'react';
import Image from '@theme/IdealImage';
import light from '@site/static/img/diagrams/datahub-flow-light.png';
import dark from '@site/static/img/diagrams/datahub-flow-dark.png';
import styles from './styles.module.css';

/** Text alternative shared by both variants: the diagram's content, not its look. */
export const FLOW_ALT =
  'How metadata flows through DataHub, left to right. 1. Data sources: warehouses and lakes, databases, BI tools, ' +
  'pipelines and streams. 2. Ingestion: pull recipes run by the CLI or the UI, push plugins, SDK emitters and ' +
  'transformers. 3. The DataHub metadata service (GMS): the metadata store, search and graph indices, the change log ' +
  'on Kafka and access control. 4. Consumers: the web UI, the GraphQL, REST and OpenAPI APIs, the Actions framework, ' +
  'and AI and automation tools.';

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
