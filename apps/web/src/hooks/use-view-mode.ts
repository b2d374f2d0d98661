import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

function readStored(storageKey: string): ViewMode {
  try {
    return localStorage.getItem(storageKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/**
 * Grid or list for a page of ads: grid by default (spec section 2), the chosen layout remembered on this device
 * under the page's own key (browse and favourites keep separate choices).
 */
export function useViewMode(storageKey: string) {
  const [viewMode, setState] = useState<ViewMode>(() => readStored(storageKey));
  const setViewMode = useCallback(
    (mode: ViewMode) => {
      setState(mode);
      try {
        localStorage.setItem(storageKey, mode);
      } catch {
        // Storage can be full or blocked (private mode); the choice then lasts for this visit only.
      }
    },
    [storageKey],
  );
  return { viewMode, setViewMode };
}
