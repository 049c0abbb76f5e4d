/**
 * The connector capability matrix: one row per source, one column per capability. Sortable by name and by number
 * of capabilities, filterable by platform type and by required capabilities; the state lives in the URL query
 * string. The static HTML has every row (the default state); filters apply once the page is hydrated.
 */
import React, {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  DEFAULT_STATE,
  nextSort,
  parseState,
  stateToSearch,
  visibleRows,
  type CapabilityMatrixData,
  type CapabilityRow,
  type MatrixState,
  type SortKey,
} from './matrix';
import CapabilityMark from '@site/src/components/CapabilityMark';
import styles from './styles.module.css';

function useMatrixState(data: CapabilityMatrixData) {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  // Before hydration, render the default state so that the client's first render matches the static HTML.
  const state = useMemo(
    () => (isBrowser ? parseState(new URLSearchParams(location.search), data) : DEFAULT_STATE),
    [isBrowser, location.search, data],
  );
  const update = (next: MatrixState) => history.replace({...location, search: stateToSearch(next)});
  return {state, update};
}

const toggle = (values: string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

interface SortHeaderProps {
  label: string;
  sortKey: SortKey;
  state: MatrixState;
  onSort: (key: SortKey) => void;
  className?: string;
}

function SortHeader({label, sortKey, state, onSort, className}: SortHeaderProps): ReactNode {
  const active = state.sort === sortKey;
  return (
    <th scope="col" className={className} aria-sort={active ? state.direction : 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {label}
        <span aria-hidden="true" className={styles.sortIcon}>
          {active ? (state.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A note mark opens the row's notes, which start collapsed. */
function openNotes(id: string): void {
  document.getElementById(`notes-${id}`)?.setAttribute('open', '');
}

function Cell({row, column}: {row: CapabilityRow; column: {key: string; label: string}}): ReactNode {
  const supported = row.supported.includes(column.key);
  const note = row.notes[column.key];
  return (
    <td className={supported ? styles.yes : styles.no}>
      <CapabilityMark
        supported={supported}
        label={
          supported
            ? translate({id: 'capabilities.yes', message: 'Yes'})
            : translate({id: 'capabilities.no', message: 'No'})
        }
      />
      {note && (
        <sup>
          <Link to={`#notes-${row.id}`} className={styles.noteMark} onClick={() => openNotes(row.id)}>
            <span aria-hidden="true">*</span>
            <span className={styles.visuallyHidden}>
              {translate({id: 'capabilities.seeNote', message: ' (see notes)'})}
            </span>
          </Link>
        </sup>
      )}
    </td>
  );
}

function RowNotes({row, columns}: {row: CapabilityRow; columns: {key: string; label: string}[]}): ReactNode {
  const noted = columns.filter((c) => row.notes[c.key]);
  // Register the id so the build's broken-anchor check knows the note marks' targets exist.
  const brokenLinks = useBrokenLinks();
  if (noted.length === 0) return null;
  brokenLinks.collectAnchor(`notes-${row.id}`);
  return (
    <details id={`notes-${row.id}`} className={styles.notes}>
      <summary>{translate({id: 'capabilities.notes', message: 'Notes ({count})'}, {count: noted.length})}</summary>
      <dl>
        {noted.map((c) => (
          <React.Fragment key={c.key}>
            <dt>{c.label}</dt>
            <dd>{row.notes[c.key]}</dd>
          </React.Fragment>
        ))}
      </dl>
    </details>
  );
}

interface FilterGroupProps {
  legend: string;
  options: {value: string; label: string}[];
  chosen: string[];
  onToggle: (value: string) => void;
}

function FilterGroup({legend, options, chosen, onToggle}: FilterGroupProps): ReactNode {
  return (
    <fieldset className={styles.filterGroup}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => onToggle(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export default function CapabilityMatrix({data}: {data: CapabilityMatrixData}): ReactNode {
  const {state, update} = useMatrixState(data);
  const rows = visibleRows(data.sources, state);
  const columns = data.capabilities;
  return (
    <div>
      <div className={styles.filters}>
        <FilterGroup
          legend={translate({id: 'capabilities.platformType', message: 'Platform type'})}
          options={data.platformTypes.map((t) => ({value: t, label: t}))}
          chosen={state.platformTypes}
          onToggle={(t) => update({...state, platformTypes: toggle(state.platformTypes, t)})}
        />
        <FilterGroup
          legend={translate({id: 'capabilities.supports', message: 'Supports'})}
          options={columns.map((c) => ({value: c.key, label: c.label}))}
          chosen={state.requires}
          onToggle={(k) => update({...state, requires: toggle(state.requires, k)})}
        />
      </div>
      <p role="status" className={styles.count}>
        {translate(
          {id: 'capabilities.count', message: 'Showing {shown} of {total} sources'},
          {shown: rows.length, total: data.sources.length},
        )}
      </p>
      <div
        className={styles.scroller}
        role="region"
        aria-label={translate({id: 'capabilities.tableRegion', message: 'Capability table'})}
        // Focusable so that keyboard users can scroll the wide table sideways.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>
            {translate({id: 'capabilities.caption', message: 'Capabilities of each source'})}
          </caption>
          <thead>
            <tr>
              <SortHeader
                label={translate({id: 'capabilities.source', message: 'Source'})}
                sortKey="name"
                state={state}
                onSort={(key) => update(nextSort(state, key))}
                className={styles.nameColumn}
              />
              <th scope="col">{translate({id: 'capabilities.type', message: 'Platform type'})}</th>
              <SortHeader
                label={translate({id: 'capabilities.total', message: 'Capabilities'})}
                sortKey="count"
                state={state}
                onSort={(key) => update(nextSort(state, key))}
              />
              {columns.map((c) => (
                <th scope="col" key={c.key} className={styles.capabilityHeader}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-source={row.id}>
                <th scope="row" className={styles.nameColumn}>
                  <Link to={row.docPath}>{row.name}</Link>
                  <RowNotes row={row} columns={columns} />
                </th>
                <td>{row.platformType}</td>
                <td className={styles.total}>{row.supported.length}</td>
                {columns.map((c) => (
                  <Cell key={c.key} row={row} column={c} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
