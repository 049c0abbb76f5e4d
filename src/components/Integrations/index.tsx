import React, {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {facetsOf, filterIntegrations, filtersToSearch, parseFilters, type Filters, type Integration} from './filter';
import styles from './styles.module.css';

function useFilters(items: Integration[]) {
  const location = useLocation();
  const history = useHistory();
  const facets = useMemo(() => facetsOf(items), [items]);
  const filters = useMemo(() => parseFilters(new URLSearchParams(location.search), facets), [location.search, facets]);
  const update = (next: Filters) => history.replace({...location, search: filtersToSearch(next)});
  return {facets, filters, update};
}

function toggle(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

interface FacetGroupProps {
  legend: string;
  values: string[];
  chosen: string[];
  onToggle: (value: string) => void;
  label?: (value: string) => string;
}

function FacetGroup({legend, values, chosen, onToggle, label = (v) => v}: FacetGroupProps): ReactNode {
  return (
    <fieldset className={styles.facet}>
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value} className={styles.option}>
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => onToggle(value)} />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}

const connectionLabel = (value: string) => (value === 'pull' ? 'Pull (ingestion source)' : 'Push (plugin)');

function Card({item}: {item: Integration}): ReactNode {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span className={styles.monogram} aria-hidden="true">
          {item.name.slice(0, 2)}
        </span>
        <Heading as="h2" className={styles.cardTitle}>
          <Link to={item.docPath}>{item.name}</Link>
        </Heading>
      </div>
      <p className={styles.summary}>{item.summary}</p>
      <p className={styles.meta}>
        <span className={styles.badge}>{item.platformType}</span>
        <span className={styles.badge}>{item.connection}</span>
        <span className={styles.badge}>{item.status}</span>
      </p>
    </li>
  );
}

export default function IntegrationsCatalog({items}: {items: Integration[]}): ReactNode {
  const {facets, filters, update} = useFilters(items);
  const results = useMemo(() => filterIntegrations(items, filters), [items, filters]);
  const active = filtersToSearch(filters) !== '';
  return (
    <div className={styles.layout}>
      <aside className={styles.filters} aria-label="Filters">
        <label className={styles.searchLabel} htmlFor="integrations-search">
          {translate({id: 'integrations.search.label', message: 'Search integrations'})}
        </label>
        <input
          id="integrations-search"
          className={styles.search}
          type="search"
          value={filters.query}
          maxLength={200}
          placeholder={translate({id: 'integrations.search.placeholder', message: 'e.g. snowflake, lineage'})}
          onChange={(event) => update({...filters, query: event.target.value})}
        />
        <FacetGroup
          legend="Platform type"
          values={facets.platformTypes}
          chosen={filters.platformTypes}
          onToggle={(v) => update({...filters, platformTypes: toggle(filters.platformTypes, v)})}
        />
        <FacetGroup
          legend="Connection"
          values={facets.connections}
          chosen={filters.connections}
          label={connectionLabel}
          onToggle={(v) => update({...filters, connections: toggle(filters.connections, v)})}
        />
        <FacetGroup
          legend="Features"
          values={facets.features}
          chosen={filters.features}
          onToggle={(v) => update({...filters, features: toggle(filters.features, v)})}
        />
        {active && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => update({query: '', platformTypes: [], connections: [], features: []})}>
            Clear filters
          </button>
        )}
      </aside>
      <section className={styles.results} aria-labelledby="integrations-results">
        <p id="integrations-results" className={styles.count} role="status">
          {results.length === items.length
            ? `Showing all ${items.length} integrations`
            : `${results.length} of ${items.length} integrations match`}
        </p>
        {results.length === 0 ? (
          <p>No integration matches these filters. Clear a filter or search for another system.</p>
        ) : (
          <ul className={styles.grid}>
            {results.map((item) => (
              <Card key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
