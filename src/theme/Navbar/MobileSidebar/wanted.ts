/**
 * Whether the phone menu panel has been asked for on this page load: set on the first pointer, touch or focus
 * on the menu button (or when the panel opens), read by the panel and by the docs sidebar's filler of its
 * secondary menu, which build nothing until then (they were the largest render of a phone's first visit).
 */
import {useSyncExternalStore} from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function setMobileMenuWanted(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and during hydration, so both render the same. */
export function useMobileMenuWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
