/**
 * Types shared by the connector generators (scripts/generate/connectors/) and the React components that read what
 * they write (the options table of a connector page, the integrations catalog, the home page): declared once here.
 * Type-only imports of the zod schemas keep the browser bundle free of zod.
 */
import type {Connector} from '../../data/schemas/connector';

/**
 * One option as a connector page passes it to `<ConnectorOptions>` (scripts/generate/connectors/render.ts
 * `optionRows`): defaults and examples as display strings, nested options in `fields`.
 */
export interface ConnectorOptionRow {
  name: string;
  /** Dotted path from the top level, e.g. `table_pattern.allow`. */
  path: string;
  type: string;
  required: boolean;
  default?: string;
  example?: string;
  description: string;
  /** Required, or set by one of the connector's starter recipes: shown before the collapsed groups. */
  common?: boolean;
  /** DataHub still accepts the option but replaced it or no longer uses it (the description says what to use). */
  deprecated?: boolean;
  /** Words of a "New in Next" mark: the option is absent from the frozen version it was compared with. */
  newIn?: string;
  fields?: ConnectorOptionRow[];
}

/** One card of the integrations catalog: an entry of generated/integrations.json (`integrationsData`). */
export interface Integration {
  id: string;
  name: string;
  platformType: string;
  connection: Connector['connection'];
  status: Connector['status'];
  /** Labels of the capabilities the connector supports. */
  features: string[];
  docPath: string;
  summary: string;
  /** Path of the platform mark, relative to the base URL. */
  logo: string;
  /** True for the brand's own logo, false for a neutral mark. */
  brandLogo: boolean;
}
