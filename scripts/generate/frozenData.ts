/**
 * The data of a frozen docs version, taken at its DataHub release and kept beside today's data:
 *
 *   data/<release>/sources.yaml             which families were checked against DataHub at <release>, from what
 *   data/<release>/connectors/<id>.yaml     a full connector file (same schema as data/connectors/) per verified id
 *   data/<release>/entities/<name>.yaml     entity files, when the entity registry at <release> was compared
 *   graphql/<release>/*.graphql             the GraphQL schema at <release>, when it was compared
 *
 * Only what sources.yaml lists as verified is loaded. Everything else of the frozen version keeps today's
 * data, and versionDiff compares nothing for it, so Next's pages carry no marks that no source supports.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {buildASTSchema, parse, Source, validateSchema, type DefinitionNode, type DocumentNode} from 'graphql';
import type {Connector} from '../../data/schemas/connector';
import type {Entity} from '../../data/schemas/entity';
import {sourcesSchema, type FrozenSources} from '../../data/schemas/frozenSources';
import {problemsError, validateDoc} from '../lib/dataFamily';
import {checkConnectorDoc} from './connectors/load';
import {parseEntity} from './entities/load';
import {DataError} from './types';

export interface FrozenData {
  release: string;
  sources: FrozenSources;
  /** Verified connectors by id. */
  connectors: Map<string, Connector>;
  entities: Entity[] | null;
  graphqlFiles: string[];
}

/** The frozen docs version whose data Next's pages are compared with ("New in Next", "Removed after"). */
export const COMPARED_VERSION = '1.1.0';

export const frozenDataDir = (release: string) => `data/${release}`;
export const frozenGraphqlDir = (release: string) => `graphql/${release}`;

function readYaml(root: string, file: string): unknown {
  try {
    return YAML.parse(fs.readFileSync(path.join(root, file), 'utf8'), {prettyErrors: true});
  } catch (e) {
    throw new DataError(file, '(file)', 'fix the YAML syntax at the position shown', (e as Error).message);
  }
}

/** The frozen data of `release`, or null when data/<release>/sources.yaml does not exist. */
export function loadFrozenData(root: string, release: string): FrozenData | null {
  const dir = frozenDataDir(release);
  const sourcesFile = `${dir}/sources.yaml`;
  if (!fs.existsSync(path.join(root, sourcesFile))) return null;
  const sources = validateDoc(sourcesFile, readYaml(root, sourcesFile), sourcesSchema, {
    format: 'follow the shape described in data/README.md',
  });
  if (sources.release !== release)
    throw new DataError(sourcesFile, 'release', `set it to ${release}`, `names ${sources.release}`);

  const connectors = new Map<string, Connector>();
  for (const [id, record] of Object.entries(sources.connectors)) {
    const file = `${dir}/connectors/${id}.yaml`;
    if (!fs.existsSync(path.join(root, file)))
      throw new DataError(file, '(file)', `add the connector file taken at ${release}`, 'listed as verified');
    const {connector, problems} = checkConnectorDoc(id, readYaml(root, file));
    if (!connector || problems.length > 0) throw problemsError(file, problems);
    if (connector.options.length !== record.optionCount)
      throw new DataError(
        file,
        'options',
        `list exactly the ${record.optionCount} top-level options of ${record.source} at ${release}`,
        `has ${connector.options.length} top-level options`,
      );
    connectors.set(id, connector);
  }

  let entities: Entity[] | null = null;
  if (sources.entities) {
    const edir = `${dir}/entities`;
    entities = fs
      .readdirSync(path.join(root, edir))
      .filter((n) => n.endsWith('.yaml'))
      .sort()
      .map((n) => parseEntity(`${edir}/${n}`, readYaml(root, `${edir}/${n}`)));
  }

  const gdir = frozenGraphqlDir(release);
  const graphqlFiles =
    sources.graphql && fs.existsSync(path.join(root, gdir))
      ? fs
          .readdirSync(path.join(root, gdir))
          .filter((n) => n.endsWith('.graphql'))
          .sort()
          .map((n) => `${gdir}/${n}`)
      : [];
  if (sources.graphql && graphqlFiles.length === 0)
    throw new DataError(gdir, '(folder)', `add the schema files read at ${release}`, 'graphql is set in sources.yaml');
  return {release, sources, connectors, entities, graphqlFiles};
}

/** Builds and validates a schema from SDL files (relative to `root`); errors name the file. */
export function schemaFromFiles(root: string, files: readonly string[]) {
  const definitions: DefinitionNode[] = files.flatMap(
    (f) => parse(new Source(fs.readFileSync(path.join(root, f), 'utf8'), f)).definitions,
  );
  const schema = buildASTSchema({kind: 'Document', definitions} as DocumentNode);
  const errors = validateSchema(schema);
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('\n'));
  return schema;
}

/** Today's connectors with the verified ones of the frozen version put in their place. */
export function connectorsAt<T extends Connector>(today: readonly T[], frozen: FrozenData | null): T[] {
  if (!frozen) return [...today];
  return today.map((c) => {
    const old = frozen.connectors.get(c.id);
    return old ? ({...c, ...old} as T) : c;
  });
}
