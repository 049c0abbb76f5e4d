/**
 * The configuration table of a generated connector page. Receives the options of a connector as data
 * (written by scripts/generate/connectors) and renders one row per option, nested options indented
 * below their parent. Each row has the id `config-<dotted.path>` and a visible "#" link to it.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {optionAnchor} from '@site/src/recipeCheck/address';
import styles from './styles.module.css';

export interface ConnectorOptionRow {
  name: string;
  path: string;
  type: string;
  required: boolean;
  default?: string;
  example?: string;
  description: string;
  /** Words of a "New in Next" mark: the option is absent from the frozen version it was compared with. */
  newIn?: string;
  fields?: ConnectorOptionRow[];
}

interface Props {
  options: ConnectorOptionRow[];
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
    if (code !== undefined) nodes.push(<code key={key++}>{code.trim()}</code>);
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

function Rows({options, depth}: {options: ConnectorOptionRow[]; depth: number}): ReactNode {
  // Register each row id so the build's broken-anchor check knows the deep links exist.
  const brokenLinks = useBrokenLinks();
  return options.map((option) => {
    const id = optionAnchor(option.path);
    brokenLinks.collectAnchor(id);
    const parent = option.path.includes('.') ? option.path.slice(0, option.path.lastIndexOf('.')) : null;
    return (
      <React.Fragment key={option.path}>
        <tr id={id} className={depth > 0 ? styles.nestedRow : undefined}>
          <th scope="row" className={styles.nameCell} style={{paddingInlineStart: `${0.75 + depth * 1.25}rem`}}>
            <span className={styles.nameLine}>
              {depth > 0 && (
                <span className={styles.nestMarker} aria-hidden="true">
                  ↳
                </span>
              )}
              <code className={styles.name}>{option.name}</code>
              <Link className={styles.anchor} to={`#${id}`} aria-label={`Link to option ${option.path}`}>
                #
              </Link>
            </span>
            {parent && <span className={styles.parentPath}>in {parent}</span>}
            {option.required && <span className={styles.required}>required</span>}
            {option.newIn && <span className={styles.newIn}>{option.newIn}</span>}
          </th>
          <td className={styles.typeCell} data-label="Type">
            <code>{option.type}</code>
          </td>
          <td className={styles.defaultCell} data-label="Default">
            {option.default !== undefined ? <code>{option.default}</code> : <span className={styles.none}>none</span>}
          </td>
          <td className={styles.descriptionCell}>
            <div>{renderInline(option.description)}</div>
            {option.example !== undefined && (
              <div className={styles.example}>
                Example: <code>{option.example}</code>
              </div>
            )}
          </td>
        </tr>
        {option.fields && option.fields.length > 0 && <Rows options={option.fields} depth={depth + 1} />}
      </React.Fragment>
    );
  });
}

export default function ConnectorOptions({options}: Props): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          <Rows options={options} depth={0} />
        </tbody>
      </table>
    </div>
  );
}
