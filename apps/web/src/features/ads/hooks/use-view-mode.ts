import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

const STORAGE_KEY = 'browse_view_mode';

function readStored(): ViewMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid by default (spec section 2); a chosen layout is remembered on the device. */
export function useViewMode() {
  const [viewMode, setState] = useState<ViewMode>(readStored);
  const setViewMode = useCallback((mode: ViewMode) => {
    setState(mode);
    try {
      localStorage.setItem(STORAGE_KEY, mode);
    } catch {
      // Storage can be full or blocked (private mode); the choice then lasts for this visit only.
    }
  }, []);
  return { viewMode, setViewMode };
}
