/**
 * The `entities` family: one page per data/entities/<name>.yaml under /docs/generated/metamodel/entities/,
 * the index page of all entities and the "Metadata model entities" sidebar grouped by category.
 */
import type {SidebarItems} from '../../sidebars/types';
import type {Entity} from '../../data/schemas/entity';
import {ENTITIES_DIR, loadEntities} from './entities/load';
import {
  ENTITY_DOCS_DIR,
  categoriesInUse,
  entitiesIn,
  entityDocId,
  renderEntitiesIndex,
  renderEntityPage,
  type EntityChanges,
} from './entities/render';
import {COMPARED_VERSION, frozenDataDir, loadFrozenData} from './frozenData';
import {diffEntities} from './versionDiff';
import type {FamilyGenerator, FamilyOutput} from './types';
import {releaseOf, stampRelease} from './releaseLine';
import {CURRENT, VERSIONS_FILE} from '../lib/versions';

export function buildEntitiesOutput(entities: Entity[], changes?: EntityChanges): FamilyOutput {
  const sorted = [...entities].sort((a, b) => a.name.localeCompare(b.name));
  const all = new Map(sorted.map((e) => [e.name, e]));
  const docs = sorted.map((e) => ({
    path: `${ENTITY_DOCS_DIR}/${e.name}.md`,
    content: renderEntityPage(e, all, changes),
  }));
  docs.push({path: `${ENTITY_DOCS_DIR}/index.md`, content: renderEntitiesIndex(sorted)});
  const sidebar: SidebarItems = [
    {
      type: 'category',
      label: 'Metadata model entities',
      link: {type: 'doc', id: `${ENTITY_DOCS_DIR}/index`},
      items: categoriesInUse(sorted).map((category) => ({
        type: 'category' as const,
        label: category,
        collapsed: true,
        items: entitiesIn(sorted, category).map((e) => entityDocId(e.name)),
      })),
    },
  ];
  return {docs, sidebar};
}

/** The family's output for one docs version (`current` for Next): its pages name that version's release. */
export function entitiesFor(root: string, docsVersion: string): FamilyOutput {
  const today = loadEntities(root);
  if (docsVersion !== CURRENT) {
    const release = releaseOf(root, docsVersion);
    // A frozen version uses the entities read from its registry when they were compared, else today's.
    return stampRelease(buildEntitiesOutput(loadFrozenData(root, release)?.entities ?? today), release);
  }
  const base = loadFrozenData(root, releaseOf(root, COMPARED_VERSION))?.entities;
  const changes = base ? {base: COMPARED_VERSION, diff: diffEntities(today, base)} : undefined;
  return stampRelease(buildEntitiesOutput(today, changes), releaseOf(root, docsVersion));
}

const entitiesGenerator: FamilyGenerator = {
  name: 'entities',
  inputs: [ENTITIES_DIR, VERSIONS_FILE, frozenDataDir('v1.1.0')],
  run(root: string): FamilyOutput {
    return entitiesFor(root, CURRENT);
  },
};

export default entitiesGenerator;
