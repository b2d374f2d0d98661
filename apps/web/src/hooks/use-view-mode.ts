import { useCallback, useSyncExternalStore } from 'react';

export type ViewMode = 'grid' | 'list';

/** This visit's choices, for a phone whose storage is full or blocked (private mode). */
const chosen = new Map<string, ViewMode>();
const listeners = new Set<() => void>();

function readStored(storageKey: string): ViewMode {
  const mode = chosen.get(storageKey);
  if (mode) return mode;
  try {
    return localStorage.getItem(storageKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The server renders the default layout, so hydration starts from it and then switches to a remembered list. */
const serverSnapshot = (): ViewMode => 'grid';

/**
 * Grid or list for a page of ads: grid by default, the chosen layout remembered on this device
 * under the page's own key (browse and favourites keep separate choices).
 */
export function useViewMode(storageKey: string) {
  const viewMode = useSyncExternalStore(subscribe, () => readStored(storageKey), serverSnapshot);
  const setViewMode = useCallback(
    (mode: ViewMode) => {
      chosen.set(storageKey, mode);
      try {
        localStorage.setItem(storageKey, mode);
      } catch {
        // Storage can be full or blocked (private mode); the choice then lasts for this visit only.
      }
      for (const listener of listeners) listener();
    },
    [storageKey],
  );
  return { viewMode, setViewMode };
}
