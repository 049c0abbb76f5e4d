/**
 * The recipe checker of a generated connector page: a text box holding the page's starter recipe, checked as the
 * reader edits it (debounced), with each problem at its line and a link to the option's row in the options table.
 *
 * This file is the shell the page loads: the region, the box, a status line and the list. The checking code (the
 * YAML parser and src/recipeCheck) and the connector's option data (/recipe-check/<id>.json, written by
 * scripts/generate/recipeCheck.ts) load only when the reader first focuses or edits the box or presses Check
 * (./engine.ts, a dynamic import). Problems render as React text: nothing the reader types becomes markup.
 *
 * On a page whose body stays as the server rendered it (static_body, src/components/StaticBody), the region carries
 * `data-live-on-use`: the body renders live on the first focus or click in it, and at once when the address carries
 * a shared recipe (`?recipe=`); the box's text and caret at that moment carry over (`takeStaticDraft`).
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {
  MAX_SHARE_CHARS,
  SHARE_PARAM,
  connectorPagePath,
  decodeRecipe,
  encodeRecipe,
  optionAnchor,
  recipeCheckDataPath,
} from '@site/src/recipeCheck/address';
import type {RecipeProblem} from '@site/src/recipeCheck/types';
import type {Checker} from './engine';
import styles from './styles.module.css';

interface Props {
  /** Connector id (`postgres`): the page and its checker data. */
  connector: string;
  /** Docs version of the page: `current` or a frozen version such as `1.1.0`. */
  version: string;
  /** The starter recipe the box starts from. */
  recipe: string;
}

type State =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'checked'; problems: RecipeProblem[]; release: string; name: string; sourceName: (id: string) => string}
  | {status: 'unreadable'}
  | {status: 'failed'};

const DEBOUNCE_MS = 150;

interface Draft {
  value: string;
  start: number;
  end: number;
  focused: boolean;
}

/** The box's text and caret in the server's HTML of a static body that is about to render live. */
function takeStaticDraft(connector: string): Draft | undefined {
  if (typeof document === 'undefined') return undefined;
  const box = document.querySelector<HTMLTextAreaElement>(
    `[data-static-body] [data-recipe-checker="${CSS.escape(connector)}"] textarea`,
  );
  if (!box) return undefined;
  return {
    value: box.value,
    start: box.selectionStart,
    end: box.selectionEnd,
    focused: document.activeElement === box,
  };
}

/** Offset of the start of a 1-based line. */
function lineOffset(text: string, line: number): number {
  let offset = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return offset;
}

/** A message with its `backticked` names as code. */
function Message({text}: {text: string}): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** Writes the recipe into the address (`?recipe=`), or removes it; says when it is too long for a link. */
function shareInAddress(text: string, starter: string): boolean {
  const url = new URL(window.location.href);
  // Base64 makes text longer, so a text longer than the limit is not encoded at all.
  const encoded =
    text === starter ? '' : text.length > MAX_SHARE_CHARS ? ' '.repeat(MAX_SHARE_CHARS + 1) : encodeRecipe(text);
  const fits = encoded.length <= MAX_SHARE_CHARS;
  if (encoded === '' || !fits) url.searchParams.delete(SHARE_PARAM);
  else url.searchParams.set(SHARE_PARAM, encoded);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
  return fits;
}

export default function RecipeChecker({connector, version, recipe}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  // One checker per page: its heading is the anchor `#recipe-checker`.
  const headingId = 'recipe-checker';
  const boxId = useId();
  const [draft] = useState(() => takeStaticDraft(connector));
  const [text, setText] = useState(() => draft?.value ?? recipe);
  const [state, setState] = useState<State>({status: 'idle'});
  const [shareable, setShareable] = useState(true);
  const box = useRef<HTMLTextAreaElement>(null);
  const engine = useRef<Promise<Checker> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const run = useRef(0);
  const dataUrl = withBaseUrl(`/${recipeCheckDataPath(connector, version)}`);

  const load = useCallback((): Promise<Checker> => {
    engine.current ??= import('./engine').then((m) => m.loadChecker(dataUrl));
    engine.current.catch(() => {
      engine.current = null; // a later edit tries again
    });
    return engine.current;
  }, [dataUrl]);

  const check = useCallback(
    (value: string) => {
      const id = ++run.current;
      setState((s) => (s.status === 'checked' ? s : {status: 'loading'}));
      load().then(
        (checker) => {
          if (id !== run.current) return;
          const {problems, release, name} = checker(value);
          setState({status: 'checked', problems, release, name, sourceName: checker.sourceName});
          setShareable(shareInAddress(value, recipe));
        },
        () => {
          if (id === run.current) setState({status: 'failed'});
        },
      );
    },
    [load, recipe],
  );

  const schedule = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => check(value), DEBOUNCE_MS);
  };

  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get(SHARE_PARAM);
    const sharedText = shared === null ? undefined : decodeRecipe(shared);
    if (sharedText !== undefined) {
      setText(sharedText);
      check(sharedText);
    } else if (shared !== null) {
      setState({status: 'unreadable'});
    } else if (draft) {
      if (draft.focused) box.current?.setSelectionRange(draft.start, draft.end);
      if (draft.focused || draft.value !== recipe) check(draft.value);
    }
    return () => clearTimeout(timer.current);
    // Once, on mount: later changes come from the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goToLine = (line: number, column: number) => {
    const element = box.current;
    if (!element) return;
    const offset = Math.min(lineOffset(element.value, line) + column - 1, element.value.length);
    element.focus();
    element.setSelectionRange(offset, offset);
  };

  const problemLink = (problem: RecipeProblem, sourceName: (id: string) => string): ReactNode => {
    const other = problem.connector !== undefined && problem.connector !== connector;
    const otherVersion = problem.docsVersion !== undefined && problem.docsVersion !== version;
    if (!other && !otherVersion) {
      if (!problem.option) return null;
      return (
        <Link className={styles.link} to={`#${optionAnchor(problem.option)}`}>
          <code>{problem.option}</code> in the options table
        </Link>
      );
    }
    const page = connectorPagePath(problem.connector ?? connector, problem.docsVersion ?? version);
    const hash = problem.option ? `#${optionAnchor(problem.option)}` : '';
    return (
      <Link className={styles.link} to={`${withBaseUrl(page)}${hash}`}>
        {problem.option ? (
          <>
            <code>{problem.option}</code>{' '}
            {otherVersion
              ? `in the ${problem.docsVersion === 'current' ? 'Next' : problem.docsVersion} docs`
              : 'on its page'}
          </>
        ) : (
          `Open the ${sourceName(problem.connector ?? connector)} page`
        )}
      </Link>
    );
  };

  const lines = text.split('\n').length;
  let status: ReactNode;
  if (state.status === 'idle') status = 'Edit the recipe or press Check: problems show here with their line.';
  else if (state.status === 'loading') status = 'Checking…';
  else if (state.status === 'failed')
    status = 'The checker could not load its data. Check your connection and edit the recipe to try again.';
  else if (state.status === 'unreadable')
    status =
      'The recipe in this link could not be read (it is cut short or too long): the box shows the starter recipe.';
  else {
    const errors = state.problems.filter((p) => p.severity === 'error').length;
    const warnings = state.problems.length - errors;
    status =
      state.problems.length === 0
        ? `No problems: this recipe is valid for the ${state.name} source in DataHub ${state.release}.`
        : `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}.`;
  }

  return (
    <section
      className={styles.checker}
      aria-labelledby={headingId}
      data-recipe-checker={connector}
      data-live-on-use=""
      data-live-if-param={SHARE_PARAM}>
      <Heading as="h3" id={headingId} className={styles.heading}>
        Recipe checker
      </Heading>
      <p className={styles.intro}>
        Paste or edit a recipe to check it against the options of this source before you run it: unknown or misspelt
        options, values of the wrong type, missing required options, secrets written in clear text and a{' '}
        <code>source.type</code> of another source are listed with their line. The recipe stays in your browser; the
        address of the page keeps it, so you can share the link.
      </p>
      <label htmlFor={boxId} className={styles.label}>
        Recipe
      </label>
      <textarea
        id={boxId}
        ref={box}
        className={styles.box}
        value={text}
        rows={Math.min(Math.max(lines + 1, 8), 24)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
        data-search-ignore=""
        onFocus={() => void load().catch(() => undefined)}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => {
            clearTimeout(timer.current);
            check(text);
          }}>
          Check
        </button>
        {!shareable && (
          <span className={styles.note}>
            This recipe is too long to share in a link (over {MAX_SHARE_CHARS.toLocaleString('en-US')} characters
            encoded): copy the text instead.
          </span>
        )}
      </div>
      <div aria-live="polite" className={styles.results}>
        <p className={styles.status}>{status}</p>
        {state.status === 'checked' && state.problems.length > 0 && (
          <ul className={styles.problems}>
            {state.problems.map((problem, i) => (
              <li key={i} className={problem.severity === 'error' ? styles.error : styles.warning}>
                <button
                  type="button"
                  className={styles.line}
                  aria-label={`${problem.severity === 'error' ? 'Error' : 'Warning'} on line ${problem.line}, column ${problem.column}: go to it in the recipe`}
                  onClick={() => goToLine(problem.line, problem.column)}>
                  Line {problem.line}
                </button>
                <span className={styles.severity}>{problem.severity === 'error' ? 'Error' : 'Warning'}</span>
                <span className={styles.message}>
                  <Message text={problem.message} />
                </span>
                {problemLink(problem, state.sourceName)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
