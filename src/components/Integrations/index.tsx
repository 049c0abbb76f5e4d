import React, {useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {
  activeFacetCount,
  facetCounts,
  facetsOf,
  filterIntegrations,
  filtersToSearch,
  parseFilters,
  type FacetKey,
  type Filters,
} from './filter';
import type {Integration} from '@site/src/types/connectors';
import PlatformMark from '@site/src/components/PlatformMark';
import {renderCodeSpans} from './inlineCode';
import styles from './styles.module.css';

const EMPTY: Filters = {query: '', platformTypes: [], connections: [], features: []};

/**
 * Filters live in the query string. The server renders the unfiltered catalog, so the first client render
 * (hydration) must too: the URL's filters apply from the second render on, which avoids React error #418
 * (hydration mismatch) for any query string.
 */
function useFilters(items: Integration[]) {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const facets = useMemo(() => facetsOf(items), [items]);
  const filters = useMemo(() => parseFilters(new URLSearchParams(search), facets), [search, facets]);
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
  counts: Record<string, number>;
  onToggle: (value: string) => void;
  label?: (value: string) => string;
}

function FacetGroup({legend, values, chosen, counts, onToggle, label = (v) => v}: FacetGroupProps): ReactNode {
  return (
    <fieldset className={styles.facet}>
      <legend>{legend}</legend>
      {values.map((value) => {
        const count = counts[value] ?? 0;
        return (
          <label key={value} className={styles.option}>
            <input type="checkbox" checked={chosen.includes(value)} onChange={() => onToggle(value)} />
            <span className={styles.optionLabel}>{label(value)}</span>
            <span className={styles.optionCount}>
              {count}
              <span className={styles.visuallyHidden}> {count === 1 ? 'integration' : 'integrations'}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

const connectionLabel = (value: string) => (value === 'pull' ? 'Pull (ingestion source)' : 'Push (plugin)');

function Card({item}: {item: Integration}): ReactNode {
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <PlatformMark item={item} />
        <Heading as="h2" className={styles.cardTitle}>
          <Link to={item.docPath}>{item.name}</Link>
        </Heading>
      </div>
      <p className={styles.summary}>{renderCodeSpans(item.summary)}</p>
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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const results = useMemo(() => filterIntegrations(items, filters), [items, filters]);
  const counts = (key: FacetKey) => facetCounts(items, filters, key);
  const active = filtersToSearch(filters) !== '';
  const chosen = activeFacetCount(filters);
  const clearAll = active && (
    <button
      type="button"
      className={`button button--secondary button--sm ${styles.clear}`}
      onClick={() => update(EMPTY)}>
      Clear all
    </button>
  );
  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
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
        <div className={styles.filterBar}>
          <button
            type="button"
            className={`button button--outline button--primary button--sm ${styles.toggle}`}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}>
            {open ? 'Hide filters' : 'Show filters'}
            {chosen > 0 && ` (${chosen} chosen)`}
          </button>
          {clearAll}
        </div>
        <section
          id={panelId}
          className={open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
          aria-label="Filters">
          <FacetGroup
            legend="Platform type"
            values={facets.platformTypes}
            chosen={filters.platformTypes}
            counts={counts('platformTypes')}
            onToggle={(v) => update({...filters, platformTypes: toggle(filters.platformTypes, v)})}
          />
          <FacetGroup
            legend="Connection"
            values={facets.connections}
            chosen={filters.connections}
            counts={counts('connections')}
            label={connectionLabel}
            onToggle={(v) => update({...filters, connections: toggle(filters.connections, v)})}
          />
          <FacetGroup
            legend="Features"
            values={facets.features}
            chosen={filters.features}
            counts={counts('features')}
            onToggle={(v) => update({...filters, features: toggle(filters.features, v)})}
          />
          <div className={styles.panelClear}>{clearAll}</div>
        </section>
      </div>
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
