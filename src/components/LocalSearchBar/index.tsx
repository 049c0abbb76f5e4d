/**
 * The DocSearch button and modal of the Algolia theme, fed by the local index built with the site.
 * Same pieces as the theme's SearchBar (button, keyboard shortcuts, modal, "See all results" footer),
 * without the Algolia preconnect, insights and logo, since no Algolia host is involved.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import translations from '@theme/SearchTranslations';
import type {LocalSearchClient} from '@site/src/search/localClient';
import {importSearchClient, type SearchClientModule} from '@site/src/search/lazyClient';
import {hitTarget} from '@site/src/search/urls';
import {cleanQuery} from '@site/src/search/query';
import {takeEarlySearchIntent} from '@site/src/search/earlyShortcut';
import {ModalAdditions} from './ModalAdditions';
import SearchHitBadge from '@site/src/components/SearchHitBadge';
import './styles.css';

let DocSearchModal: typeof DocSearchModalType | null = null;

/** Starts Pagefind (runtime, index metadata, WebAssembly); failures surface where a query awaits it. */
function warmIndex(baseUrl: string): void {
  importSearchClient()
    .then((client) => client.loadPagefind(baseUrl))
    .catch(() => {});
}

/**
 * Recent and favourite searches live in localStorage. Where it is blocked (its getter throws),
 * DocSearch would crash while opening, so the session gets an in-memory stand-in and DocSearch
 * is told not to keep searches.
 */
function storageAvailable(): boolean {
  try {
    window.localStorage.getItem('__probe');
    return true;
  } catch {
    const memory = new Map<string, string>();
    const standIn: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, String(value)),
      removeItem: (key) => void memory.delete(key),
    };
    try {
      Object.defineProperty(window, 'localStorage', {configurable: true, value: standIn});
    } catch {
      // Not redefinable here: DocSearch may still fail, but the page itself keeps working.
    }
    return false;
  }
}

const isQueryCharacter = (event: React.KeyboardEvent) =>
  /^[\p{L}\p{N}]$/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
/** A character typed into a text field (not a shortcut with Ctrl, Cmd or Alt, not a named key such as Enter). */
const isTypedCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/**
 * From the moment the modal is asked for until its search box has focus (its code may still be loading on a first
 * open), collects the characters the reader types into the query it opens with: a reader who presses Ctrl+K and
 * types at once keeps every letter. Returns the function that stops collecting.
 */
function collectTyping(append: (text: string) => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isTypedCharacter(event) || isTextField(event.target)) return;
    event.preventDefault();
    event.stopPropagation(); // the search button's own handler would start the query again
    append(event.key);
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}

function importModal(): Promise<SearchClientModule> {
  return Promise.all([
    importSearchClient(),
    DocSearchModal ?? import('@docsearch/react/modal').then(({DocSearchModal: Modal}) => (DocSearchModal = Modal)),
    import('@docsearch/react/style'),
  ]).then(([client]) => client);
}

interface FooterProps {
  state: {query: string; context: Record<string, unknown>};
  onClose: () => void;
}
function ResultsFooter({state, onClose}: FooterProps): React.JSX.Element {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(cleanQuery(state.query))} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** The spec's search error screen, shown over the modal's results area while the index cannot load. */
function IndexErrorScreen(): React.JSX.Element {
  return (
    <div className="DocSearch-ErrorScreen local-search-error" role="alert">
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>
  );
}

const buttonText = translations.button?.buttonText ?? 'Search';

/**
 * The shortcut keys the DocSearch button shows after mounting, as it shows them: "⌘ K" on Apple systems, "Ctrl K"
 * elsewhere (the same test as DocSearchButton's); null before, when the button shows none.
 */
function useShortcutLabel(): string | null {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => setLabel(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘ K' : 'Ctrl K'), []);
  return label;
}

export default function LocalSearchBar(): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const facetFilters = useAlgoliaContextualFacetFilters();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [indexError, setIndexError] = useState(false);
  // Created once the client module has loaded (the modal cannot open before), then kept: it remembers answers.
  const [client, setClient] = useState<LocalSearchClient | null>(null);
  const ensureClient = useCallback(
    (module: SearchClientModule) =>
      setClient((current) => current ?? module.createLocalSearchClient(baseUrl, {onIndexError: setIndexError})),
    [baseUrl],
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- DocSearch types the client as Algolia's LiteClient; ours implements the part it calls.
  const transformSearchClient = useCallback(() => client as any, [client]);
  const shortcutLabel = useShortcutLabel();
  // Fetch the index runtime as soon as a reader shows interest, so the first query does not wait for it.
  const warmUp = useCallback(() => {
    importModal().then(ensureClient, () => {});
    warmIndex(baseUrl);
  }, [baseUrl, ensureClient]);

  const stopCollecting = useRef<(() => void) | null>(null);
  const lateTyping = useRef('');
  const openModal = useCallback(() => {
    stopCollecting.current ??= collectTyping((text) => {
      // Once the modal is on screen it has taken its initial query: later letters wait for its box (below).
      if (document.querySelector('.DocSearch-Modal')) lateTyping.current += text;
      else setInitialQuery((query) => (query ?? '') + text);
    });
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    warmIndex(baseUrl);
    importModal().then(
      (module) => {
        ensureClient(module);
        setIsOpen(true);
      },
      () => {},
    );
  }, [baseUrl, ensureClient]);
  // Open: the modal's search box has focus now (its own effect ran first) and takes the typing from here.
  // Letters typed between the modal's mount and its box's focus are typed into the box once it has focus, as the
  // reader's own input: DocSearch sets the box from the initial query after mounting, so earlier they would be lost.
  useEffect(() => {
    if (!isOpen) return undefined;
    const box = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
    const handOver = () => {
      stopCollecting.current?.();
      stopCollecting.current = null;
      const late = lateTyping.current;
      lateTyping.current = '';
      if (!box || !late) return;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(box, box.value + late);
      box.dispatchEvent(new Event('input', {bubbles: true}));
    };
    if (!box || document.activeElement === box) {
      handOver();
      return undefined;
    }
    box.addEventListener('focus', handOver, {once: true});
    return () => box.removeEventListener('focus', handOver);
  }, [isOpen]);
  const closeModal = useCallback(() => {
    stopCollecting.current?.();
    stopCollecting.current = null;
    lateTyping.current = '';
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });
  // A shortcut pressed before hydration (see src/search/earlyShortcut.ts) opens the modal now.
  useEffect(() => {
    const intent = takeEarlySearchIntent();
    if (intent) {
      setInitialQuery(intent.query || undefined);
      openModal();
    }
  }, [openModal]);
  // Enter on a hit, a Recent or a Favorite item: DocSearch passes the hit's absolute URL; the router needs a path.
  const navigator = useMemo(
    () => ({
      navigate: ({itemUrl}: {itemUrl: string}) => {
        const target = hitTarget(itemUrl, window.location.href);
        if (target.kind === 'route') history.push(target.path);
        else window.location.assign(target.href);
      },
    }),
    [history],
  );
  const resultsFooterComponent = useCallback(
    ({state}: {state: FooterProps['state']}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
  const modalTranslations = useMemo(
    () => ({
      ...translations.modal,
      footer: {...translations.modal?.footer, poweredByText: ''},
      noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: 'No results for'},
    }),
    [],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={warmUp}
        onFocus={warmUp}
        onMouseOver={warmUp}
        onClick={openModal}
        onKeyDown={(event: React.KeyboardEvent) => {
          // A letter or digit typed on the focused button opens the modal with it as the query.
          if (!isOpen && isQueryCharacter(event)) {
            event.preventDefault();
            setInitialQuery(event.key);
            openModal();
          }
        }}
        ref={searchButtonRef}
        translations={translations.button}
        // The name says what the button shows ("Search Ctrl K"), not DocSearch's "Search (Meta+k)": WCAG 2.5.3.
        aria-label={shortcutLabel ? `${buttonText} ${shortcutLabel}` : buttonText}
      />
      {isOpen &&
        DocSearchModal &&
        client &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId="local"
            apiKey="local"
            indexName="local"
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={SearchHitBadge}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent}
            searchParameters={{facetFilters}}
            insights={false}
            disableUserPersonalization={!storageAvailable()}
            onAskAiToggle={() => {}}
            translations={modalTranslations}
            getMissingResultsUrl={({query}: {query: string}) =>
              `https://github.com/datahub-project/datahub/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
            }
          />,
          searchContainer.current,
        )}
      {isOpen && indexError && searchContainer.current && createPortal(<IndexErrorScreen />, searchContainer.current)}
      {isOpen && client && searchContainer.current && (
        <ModalAdditions container={searchContainer.current} client={client} indexError={indexError} />
      )}
    </>
  );
}
