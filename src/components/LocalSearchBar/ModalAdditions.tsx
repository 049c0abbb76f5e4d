/**
 * What the DocSearch modal lacks when it runs on the local index, added into its DOM with portals:
 * - 'No recent searches' as real text on the start screen (DocSearch 4 draws nothing there);
 * - a loading state while a query waits for the index, instead of DocSearch's "No results" for a pending request;
 * - 'Try searching for' suggestions on the no-results screen (DocSearch only fills them from Algolia facets).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import {SEARCH_SUGGESTIONS} from '@site/src/search/suggestions';

interface Props {
  container: HTMLElement;
  /** The query awaiting results, or null. */
  pending: string | null;
}

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

export function ModalAdditions({container, pending}: Props): ReactNode {
  const {modal, noResults} = useModalParts(container);
  useEffect(() => {
    modal?.classList.toggle('local-search-pending', pending !== null);
  }, [modal, pending]);
  // Mark the modal as waiting the moment a query is typed, before DocSearch draws its "No results" for the pending
  // request; the client clears the mark when the answer arrives (the effect above).
  useEffect(() => {
    const onInput = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.classList.contains('DocSearch-Input') && input.value.trim()) {
        input.closest('.DocSearch-Modal')?.classList.add('local-search-pending');
      }
    };
    container.addEventListener('input', onInput, true);
    return () => container.removeEventListener('input', onInput, true);
  }, [container]);
  if (!modal) return null;
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
