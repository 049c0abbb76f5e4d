// `react` for the server build under Preact (src/plugins/preact): preact/compat's useSyncExternalStore has no
// server snapshot, so it would read the browser-only store (localStorage, window size) while rendering HTML.
// React renders the server snapshot on the server; this does the same.
import compat from 'preact/compat';

export * from 'preact/compat';

export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  return compat.useSyncExternalStore(subscribe, getServerSnapshot ?? getSnapshot);
}

export default {...compat, useSyncExternalStore};
