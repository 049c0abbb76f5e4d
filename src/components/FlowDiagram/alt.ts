/** Text alternative shared by both variants: the diagram's content, not its look. */
export const FLOW_ALT =
  'How metadata flows through DataHub, left to right. 1. Data sources: warehouses and lakes, databases, BI tools, ' +
  'pipelines and streams. 2. Ingestion: pull recipes run by the CLI or the UI, push plugins, SDK emitters and ' +
  'transformers. 3. The DataHub metadata service (GMS): the metadata store, search and graph indices, the change log ' +
  'on Kafka and access control. 4. Consumers: the web UI, the GraphQL, REST and OpenAPI APIs, the Actions framework, ' +
  'and AI and automation tools.';
