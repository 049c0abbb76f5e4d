/**
 * The configuration table of a generated connector page. Receives the options of a connector as data
 * (written by scripts/generate/connectors) and renders one row per option, nested options indented
 * below their parent. Each row has the id `config-<dotted.path>` and a visible "#" link to it.
 * The row's decorations (nesting arrow, "#" link, "in <parent>", badges, group counts) carry `data-markdown-ignore`:
 * the page's Markdown twin states the same with dotted names and words, and agents comparing the two skip them.
 *
 * A long list is split (layout.ts): required options and those the starter recipes set in an open table, every
 * other option in a collapsed group, a native `<details>` element that opens without script, so the page body can
 * stay as the server rendered it (scripts/remark/staticBody.ts). A link to a row in a closed group opens the group
 * (src/clientModules/hashScroll.ts). Long names and values wrap only after `_`, `.` and `/` (`<wbr>`).
 */
import React, {Suspense, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {optionAnchor} from '@site/src/recipeCheck/address';
import {DEFERRED_DATA_ATTRIBUTE} from '@site/src/hydration/contracts';
import {isDeferredReady, useDeferred} from '@site/src/hydration/deferredData';
import {
  breakPieces,
  groupId,
  layoutOptions,
  type ConnectorOptionRow,
  type LaidOutRow,
  type OptionGroup,
} from './layout';
import styles from './styles.module.css';

export type {ConnectorOptionRow} from './layout';

interface Props {
  /** The rows themselves, or: */
  options?: ConnectorOptionRow[];
  /** the key under which the page registered them as deferred data (generated pages: a JSON file beside the page). */
  deferred?: string;
}

/** The text with a `<wbr>` after each `_`, `.` and `/`: the only places a long name or value may wrap. */
export function withBreaks(text: string): ReactNode {
  const pieces = breakPieces(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </React.Fragment>
  ));
}

const INLINE = /(`+)([\s\S]*?[^`])\1(?!`)|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g;

/** Renders the small Markdown subset used in option descriptions: code spans, links, bold, italics. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [whole, , code, linkText, href, bold, em] = match;
    if (code !== undefined) nodes.push(<code key={key++}>{withBreaks(code.trim())}</code>);
    else if (linkText !== undefined && href !== undefined)
      nodes.push(
        <Link key={key++} to={href}>
          {renderInline(linkText)}
        </Link>,
      );
    else if (bold !== undefined) nodes.push(<strong key={key++}>{renderInline(bold)}</strong>);
    else if (em !== undefined) nodes.push(<em key={key++}>{renderInline(em)}</em>);
    else nodes.push(whole);
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function Row({row: {option, depth}}: {row: LaidOutRow}): ReactNode {
  // Register each row id so the build's broken-anchor check knows the deep links exist.
  const brokenLinks = useBrokenLinks();
  const id = optionAnchor(option.path);
  brokenLinks.collectAnchor(id);
  const parent = option.path.includes('.') ? option.path.slice(0, option.path.lastIndexOf('.')) : null;
  return (
    <tr id={id} className={depth > 0 ? styles.nestedRow : undefined}>
      <th scope="row" className={styles.nameCell} style={{paddingInlineStart: `${0.75 + depth * 1.25}rem`}}>
        <span className={styles.nameLine}>
          {depth > 0 && (
            <span className={styles.nestMarker} aria-hidden="true" data-markdown-ignore="">
              ↳
            </span>
          )}
          <code className={styles.name}>{withBreaks(option.name)}</code>
          <Link
            className={styles.anchor}
            to={`#${id}`}
            aria-label={`Link to option ${option.path}`}
            data-markdown-ignore="">
            #
          </Link>
        </span>
        {parent && (
          <span className={styles.parentPath} data-markdown-ignore="">
            in {withBreaks(parent)}
          </span>
        )}
        {option.required && (
          <span className={styles.required} data-markdown-ignore="">
            required
          </span>
        )}
        {option.deprecated && (
          <span className={styles.deprecated} data-markdown-ignore="">
            deprecated
          </span>
        )}
        {option.newIn && (
          <span className={styles.newIn} data-markdown-ignore="">
            {option.newIn}
          </span>
        )}
      </th>
      <td className={styles.typeCell} data-label="Type">
        <code>{option.type}</code>
      </td>
      <td className={styles.defaultCell} data-label="Default">
        {option.default !== undefined ? (
          <code>{withBreaks(option.default)}</code>
        ) : (
          <span className={styles.none}>none</span>
        )}
      </td>
      <td className={styles.descriptionCell}>
        <div>{renderInline(option.description)}</div>
        {option.example !== undefined && (
          <div className={styles.example}>
            Example: <code>{withBreaks(option.example)}</code>
          </div>
        )}
      </td>
    </tr>
  );
}

function OptionsTable({rows, label}: {rows: LaidOutRow[]; label?: string}): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.option.path} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "4 options", or "4 more options" when the group holds the rest of an option shown in the open table. */
function countWords(group: OptionGroup, shown: ReadonlySet<string>): string {
  const n = group.rows.length;
  const more = group.code && shown.has(group.label) ? ' more' : '';
  return `${n}${more} option${n === 1 ? '' : 's'}`;
}

export default function ConnectorOptions({options, deferred}: Props): ReactNode {
  if (options) return <OptionsLayout options={options} />;
  if (!deferred) throw new Error('ConnectorOptions needs `options` or `deferred`');
  // The data is there on the server and before a static body goes live: no Suspense boundary then (the server
  // renderer would outline a boundary this large, src/hydration/deferredData.ts). A page reached by client-side
  // navigation may render before its file has arrived, and shows the fallback until it has.
  const table = <DeferredOptions dataKey={deferred} />;
  return (
    <div {...{[DEFERRED_DATA_ATTRIBUTE]: deferred}}>
      {isDeferredReady(deferred) ? (
        table
      ) : (
        <Suspense fallback={<p className={styles.loading}>Loading the options…</p>}>{table}</Suspense>
      )}
    </div>
  );
}

function DeferredOptions({dataKey}: {dataKey: string}): ReactNode {
  return <OptionsLayout options={useDeferred<ConnectorOptionRow[]>(dataKey)} />;
}

function OptionsLayout({options}: {options: ConnectorOptionRow[]}): ReactNode {
  const {main, groups} = layoutOptions(options);
  if (groups.length === 0) return <OptionsTable rows={main} />;
  const shown = new Set(main.map((row) => row.option.path));
  return (
    <div className={styles.layout}>
      {main.length > 0 && <OptionsTable rows={main} label="Required and commonly set options" />}
      {groups.map((group) => (
        // data-native-details: a plain <details> that works without hydration (tests/e2e/staticBody.spec.ts).
        <details key={group.key} id={groupId(group.key)} className={styles.group} data-native-details="">
          <summary className={styles.summary}>
            <span className={styles.groupName}>
              {group.code ? <code>{withBreaks(group.label)}</code> : group.label}
            </span>
            <span className={styles.groupCount} data-markdown-ignore="">
              {countWords(group, shown)}
            </span>
          </summary>
          <OptionsTable rows={group.rows} label={`${group.label}: ${countWords(group, shown)}`} />
        </details>
      ))}
    </div>
  );
}
