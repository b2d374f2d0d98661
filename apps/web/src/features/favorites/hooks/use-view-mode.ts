import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

const STORAGE_KEY = 'favorites_view_mode';

function readStored(): ViewMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid by default (spec section 2); the chosen layout is remembered on this device. */
export function useViewMode() {
  const [viewMode, setState] = useState<ViewMode>(readStored);
  const setViewMode = useCallback((mode: ViewMode) => {
    setState(mode);
    try {
      localStorage.setItem(STORAGE_KEY, mode);
    } catch {
      // Blocked or full storage (private mode): the choice lasts for this visit only.
    }
  }, []);
  return { viewMode, setViewMode };
}
