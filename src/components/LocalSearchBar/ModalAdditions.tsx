/**
 * What the DocSearch modal lacks when it runs on the local index, added into its DOM with portals:
 * - 'No recent searches' as real text on the start screen (DocSearch 4 draws nothing there);
 * - a loading state while the query in the box has no answer yet: DocSearch draws "No results" for a request still
 *   in flight (a query pasted while the index loads), so its no-results screen shows only once the client has
 *   answered that very query with nothing (the `local-search-answered` mark);
 * - "Showing results for ..." when the answer is for corrected words;
 * - 'Try searching for' suggestions on the no-results screen (DocSearch only fills them from Algolia facets).
 */
import React, {useCallback, useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import {SEARCH_SUGGESTIONS} from '@site/src/search/suggestions';
import {answerKey} from '@site/src/search/query';
import type {LocalSearchClient} from '@site/src/search/localClient';

interface Props {
  container: HTMLElement;
  /** The local client: its answers (`answerFor`, `forget`) and their arrival (`subscribe`). */
  client: Pick<LocalSearchClient, 'answerFor' | 'forget' | 'subscribe'>;
  /** The index cannot be reached (the error screen shows instead). */
  indexError: boolean;
}

const inputOf = (container: HTMLElement) => container.querySelector<HTMLInputElement>('.DocSearch-Input');

/** Types `text` into the DocSearch input the way a reader would, so DocSearch runs the query. */
function searchFor(text: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !setValue) return;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** The modal element and its no-results screen, followed as DocSearch re-renders. */
function useModalParts(container: HTMLElement) {
  const [parts, setParts] = useState<{modal: Element | null; noResults: Element | null}>({
    modal: null,
    noResults: null,
  });
  useEffect(() => {
    const read = () => {
      const modal = container.querySelector('.DocSearch-Modal');
      const noResults = container.querySelector('.DocSearch-NoResults');
      setParts((old) => (old.modal === modal && old.noResults === noResults ? old : {modal, noResults}));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container]);
  return parts;
}

export function ModalAdditions({container, client, indexError}: Props): ReactNode {
  const {answerFor, forget} = client;
  const {modal, noResults} = useModalParts(container);
  const [query, setQuery] = useState('');
  // Bumped when a query gets its answer: only these additions render again, not the modal.
  const [answered, setAnswered] = useState(0);
  useEffect(() => client.subscribe(() => setAnswered((n) => n + 1)), [client]);
  /**
   * Marks, from the query in the box: the modal waits while it has no answer; the no-results screen may show only
   * when it names that query and the answer was nothing. Classes only: no React state changes here, so this may run
   * inside the box's input event (before DocSearch draws).
   */
  const markClasses = useCallback((): string => {
    const current = answerKey(inputOf(container)?.value ?? '');
    const answer = current ? answerFor(current) : undefined;
    container.querySelector('.DocSearch-Modal')?.classList.toggle('local-search-pending', !!current && !answer);
    const screen = container.querySelector('.DocSearch-NoResults');
    const named = screen?.querySelector('.DocSearch-Title strong')?.textContent ?? null;
    screen?.classList.toggle(
      'local-search-answered',
      named !== null && answerKey(named) === current && answer?.pages === 0,
    );
    return current;
  }, [container, answerFor]);
  /** The classes, then these additions rendered for the query in the box. */
  const mark = useCallback(() => setQuery(markClasses()), [markClasses]);
  useLayoutEffect(mark, [mark, answered, modal, noResults]);
  useEffect(() => {
    let later: ReturnType<typeof setTimeout> | undefined;
    const onInput = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (!input.classList.contains('DocSearch-Input')) return;
      forget(input.value); // DocSearch asks again for whatever the box holds now
      markClasses();
      // A React state change here would be rendered between this listener and DocSearch's own (React flushes it in
      // the microtask that follows each listener), with DocSearch's not yet updated query: the box got its old text
      // back and a letter typed during a search in flight was lost. So the additions render after the event.
      clearTimeout(later);
      later = setTimeout(mark, 0);
    };
    container.addEventListener('input', onInput, true);
    const observer = new MutationObserver(mark);
    observer.observe(container, {childList: true, subtree: true, characterData: true});
    return () => {
      clearTimeout(later);
      container.removeEventListener('input', onInput, true);
      observer.disconnect();
    };
  }, [container, mark, markClasses, forget]);
  if (!modal) return null;
  const answer = query ? answerFor(query) : undefined;
  const pending = query && !answer && !indexError ? query : null;
  // DocSearch's own suggestions (never ours, which share its class for styling).
  const ownSuggestions = noResults?.querySelector('.DocSearch-NoResults-Prefill-List:not(.local-search-suggestions)');
  return (
    <>
      {createPortal(
        <p className="local-search-no-recent DocSearch-Help">
          <Translate id="theme.SearchModal.startScreen.noRecentSearchesText">No recent searches</Translate>
        </p>,
        modal,
      )}
      {pending !== null &&
        createPortal(
          <div className="local-search-loading" role="status">
            <Translate id="search.modal.loading" values={{query: pending}}>
              {'Searching for "{query}"…'}
            </Translate>
          </div>,
          modal,
        )}
      {answer?.correctedQuery &&
        createPortal(
          <p className="local-search-corrected DocSearch-Help" role="status">
            <Translate id="search.modal.correctedQuery" values={{query: <strong>{answer.correctedQuery}</strong>}}>
              {'Showing results for {query}'}
            </Translate>
          </p>,
          modal,
        )}
      {noResults &&
        pending === null &&
        !ownSuggestions &&
        createPortal(
          <div className="DocSearch-NoResults-Prefill-List local-search-suggestions">
            <p className="DocSearch-Help">
              <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>:
            </p>
            <ul>
              {SEARCH_SUGGESTIONS.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" onClick={() => searchFor(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>,
          noResults,
        )}
    </>
  );
}
