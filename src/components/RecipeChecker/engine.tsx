/**
 * The part of the recipe checker loaded on first use (a separate chunk): the checking core with its YAML parser,
 * the connector's option data for the page's docs version, the problem list, and the recipe in the page address.
 */
import React, {type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import {checkRecipe} from '@site/src/recipeCheck/check';
import {
  MAX_SHARE_CHARS,
  SHARE_PARAM,
  connectorPagePath,
  decodeRecipe,
  encodeRecipe,
  optionAnchor,
} from '@site/src/recipeCheck/address';
import type {RecipeCheckContext, RecipeProblem} from '@site/src/recipeCheck/types';
import styles from './styles.module.css';

export interface CheckResult {
  problems: RecipeProblem[];
  /** False when the recipe is too long to carry in the page address. */
  shareable: boolean;
}

interface ProblemsProps {
  result: CheckResult;
  connector: string;
  version: string;
  box: RefObject<HTMLTextAreaElement | null>;
}

export interface Engine {
  /** Checks `text`, and writes it into the page address unless it is the page's starter recipe. */
  check: (text: string, starter: string) => CheckResult;
  /** The recipe the page address carries (`?recipe=`), or undefined when it cannot be read. */
  sharedRecipe: () => string | undefined;
  Problems: (props: ProblemsProps) => ReactNode;
}

/** Writes the recipe into the address (`?recipe=`), or removes it; false when it is too long for a link. */
function shareInAddress(text: string, starter: string): boolean {
  const url = new URL(window.location.href);
  // Base64 makes text longer, so a text longer than the limit is not encoded at all.
  const encoded = text === starter ? '' : text.length > MAX_SHARE_CHARS ? undefined : encodeRecipe(text);
  const fits = encoded !== undefined && encoded.length <= MAX_SHARE_CHARS;
  if (fits && encoded !== '') url.searchParams.set(SHARE_PARAM, encoded);
  else url.searchParams.delete(SHARE_PARAM);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
  return fits;
}

/** Offset of a 1-based line and column in `text`. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let n = 1; n < line && offset !== -1; n++) offset = text.indexOf('\n', offset) + 1 || -1;
  return offset === -1 ? text.length : Math.min(offset + column - 1, text.length);
}

/** A message with its `backticked` names as code. */
function Message({text}: {text: string}): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

export async function loadEngine(dataUrl: string): Promise<Engine> {
  const response = await fetch(dataUrl);
  if (!response.ok) throw new Error(`${dataUrl}: HTTP ${response.status}`);
  const context = (await response.json()) as RecipeCheckContext;
  const sourceName = (id: string) => context.sources?.find((s) => s.id === id)?.name ?? id;
  const versionName = (v: string) => (v === 'current' ? 'Next' : v);

  function ProblemLink({problem, connector, version}: {problem: RecipeProblem; connector: string; version: string}) {
    const page =
      (problem.connector ?? connector) === connector && (problem.docsVersion ?? version) === version
        ? ''
        : connectorPagePath(problem.connector ?? connector, problem.docsVersion ?? version);
    const hash = problem.option ? `#${optionAnchor(problem.option)}` : '';
    if (!page && !hash) return null;
    let label: ReactNode = `Open the ${sourceName(problem.connector ?? connector)} page`;
    if (problem.option) {
      const where = !page
        ? 'in the options table'
        : problem.docsVersion && problem.docsVersion !== version
          ? `in the ${versionName(problem.docsVersion)} docs`
          : `on the ${sourceName(problem.connector ?? connector)} page`;
      label = (
        <>
          <code>{problem.option}</code> {where}
        </>
      );
    }
    return (
      <Link className={styles.link} to={`${page}${hash}`}>
        {label}
      </Link>
    );
  }

  function Problems({result, connector, version, box}: ProblemsProps): ReactNode {
    const {problems, shareable} = result;
    const errors = problems.filter((p) => p.severity === 'error').length;
    const warnings = problems.length - errors;
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const goTo = (problem: RecipeProblem) => {
      const element = box.current;
      if (!element) return;
      const offset = offsetOf(element.value, problem.line, problem.column);
      element.focus();
      element.setSelectionRange(offset, offset);
    };
    return (
      <>
        <p className={styles.status}>
          {problems.length === 0
            ? `No problems: this recipe is valid for the ${context.connector.name} source in DataHub ${context.release}.`
            : `${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`}
        </p>
        {!shareable && (
          <p className={styles.note}>
            This recipe is too long to share in a link (its link would pass {MAX_SHARE_CHARS / 1000} kB): copy the text
            instead.
          </p>
        )}
        {problems.length > 0 && (
          <ul className={styles.problems}>
            {problems.map((problem, i) => {
              const severity = problem.severity === 'error' ? 'Error' : 'Warning';
              return (
                <li key={i} className={problem.severity === 'error' ? styles.error : styles.warning}>
                  <button
                    type="button"
                    className={styles.line}
                    aria-label={`${severity} on line ${problem.line}, column ${problem.column}: go to it in the recipe`}
                    onClick={() => goTo(problem)}>
                    Line {problem.line}
                  </button>
                  <span className={styles.severity}>{severity}</span>
                  <span className={styles.message}>
                    <Message text={problem.message} />
                  </span>
                  <ProblemLink problem={problem} connector={connector} version={version} />
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return {
    check: (text, starter) => {
      const problems = checkRecipe(text, context);
      return {problems, shareable: shareInAddress(text, starter)};
    },
    sharedRecipe: () => {
      const param = new URLSearchParams(window.location.search).get(SHARE_PARAM);
      return param === null ? undefined : decodeRecipe(param);
    },
    Problems,
  };
}
