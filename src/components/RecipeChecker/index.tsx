/**
 * The recipe checker of a generated connector page: a text box holding the page's starter recipe, checked as the
 * reader edits it (debounced), with each problem at its line and a link to the option's row in the options table.
 *
 * This file is the shell every connector page loads: the region, the box, the Check button and a status line. The
 * rest (./engine.tsx: the YAML parser and checking core of src/recipeCheck, the problem list, the shared-link code)
 * and the connector's option data (/recipe-check/<id>.json, written by scripts/generate/recipeCheck.ts) load only
 * when the reader first focuses or edits the box, presses Check, or opens a link that carries a recipe.
 * Problems render as React text: nothing the reader types becomes markup.
 *
 * On a page whose body stays as the server rendered it (static_body, src/hydration/StaticBody), the region carries
 * `data-live-on-use`: the body renders live on the first focus or click in it, and at once when the address carries
 * a shared recipe (`?recipe=`); the box's text and caret at that moment carry over (`takeStaticDraft`).
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {SHARE_PARAM, recipeCheckDataPath} from '@site/src/recipeCheck/address';
import type {CheckResult, Engine} from './engine';
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
  {status: 'idle' | 'loading' | 'failed' | 'unreadable'} | {status: 'checked'; result: CheckResult; engine: Engine};

const DEBOUNCE_MS = 150;

/** The box's text and caret in the server's HTML of a static body that is about to render live. */
function takeStaticDraft(connector: string) {
  if (typeof document === 'undefined') return undefined;
  const box = document.querySelector<HTMLTextAreaElement>(
    `[data-static-body] [data-recipe-checker="${connector}"] textarea`,
  );
  return box ? {value: box.value, start: box.selectionStart, focused: document.activeElement === box} : undefined;
}

export default function RecipeChecker({connector, version, recipe}: Props): ReactNode {
  const dataUrl = useBaseUrlUtils().withBaseUrl(`/${recipeCheckDataPath(connector, version)}`);
  const boxId = useId();
  const [draft] = useState(() => takeStaticDraft(connector));
  const [text, setText] = useState(() => draft?.value ?? recipe);
  const [state, setState] = useState<State>({status: 'idle'});
  const box = useRef<HTMLTextAreaElement>(null);
  const engine = useRef<Promise<Engine> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const run = useRef(0);

  const load = useCallback((): Promise<Engine> => {
    if (!engine.current) {
      const loading = import('./engine').then((m) => m.loadEngine(dataUrl));
      engine.current = loading;
      loading.catch(() => {
        if (engine.current === loading) engine.current = null; // a later edit tries again
      });
    }
    return engine.current;
  }, [dataUrl]);

  const check = useCallback(
    (value: string) => {
      const id = ++run.current;
      setState((s) => (s.status === 'checked' ? s : {status: 'loading'}));
      load().then(
        (e) => {
          if (id === run.current) setState({status: 'checked', result: e.check(value, recipe), engine: e});
        },
        () => {
          if (id === run.current) setState({status: 'failed'});
        },
      );
    },
    [load, recipe],
  );

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(SHARE_PARAM)) {
      void load().then(
        (e) => {
          const shared = e.sharedRecipe();
          if (shared === undefined) return setState({status: 'unreadable'});
          setText(shared);
          check(shared);
        },
        () => setState({status: 'failed'}),
      );
    } else if (draft) {
      if (draft.focused) box.current?.setSelectionRange(draft.start, draft.start);
      if (draft.focused || draft.value !== recipe) check(draft.value);
    }
    return () => clearTimeout(timer.current);
    // Once, on mount: later changes come from the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const status: Record<Exclude<State['status'], 'checked'>, string> = {
    idle: 'Edit the recipe or press Check: problems show here with their line.',
    loading: 'Checking…',
    failed: 'The checker could not load its data. Check your connection and edit the recipe to try again.',
    unreadable: 'The recipe in this link could not be read (it is cut short or too long); the box shows the starter.',
  };

  return (
    <section
      className={styles.checker}
      // Interactive, for human readers; the Markdown twin points agents at validate_recipe instead.
      data-markdown-ignore=""
      aria-labelledby="recipe-checker"
      data-recipe-checker={connector}
      data-live-on-use=""
      data-live-if-param={SHARE_PARAM}>
      <Heading as="h3" id="recipe-checker" className={styles.heading}>
        Recipe checker
      </Heading>
      <p>
        Paste or edit a recipe to check it against this source&apos;s options before you run it: misspelt options,
        values of the wrong type, missing required options and secrets in clear text show with their line. The recipe
        stays in your browser, and in the page address you can share.
      </p>
      <label htmlFor={boxId} className={styles.label}>
        Recipe
      </label>
      <textarea
        id={boxId}
        ref={box}
        className={styles.box}
        value={text}
        rows={Math.min(Math.max(text.split('\n', 24).length + 1, 8), 24)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        data-search-ignore=""
        onFocus={() => state.status === 'idle' && check(text)}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => check(value), DEBOUNCE_MS);
        }}
      />
      <p className={styles.actions}>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => {
            clearTimeout(timer.current);
            check(text);
          }}>
          Check
        </button>
      </p>
      <div aria-live="polite" className={styles.results}>
        {state.status === 'checked' ? (
          <state.engine.Problems result={state.result} connector={connector} version={version} box={box} />
        ) : (
          <p className={styles.status}>{status[state.status]}</p>
        )}
      </div>
    </section>
  );
}
