import { useCallback, useEffect, useRef } from 'react';
import { clearDraft, saveDraft } from '../lib/draft-storage';
import type { AdFormValues } from '../lib/form-values';
import type { UploadedImage } from '../lib/uploaded-image';

/**
 * Keeps what the seller typed in localStorage until it is saved on the server (spec: nothing typed is lost on a
 * reload). Nothing is stored while the form still equals what it was loaded with, so an untouched form leaves no draft.
 */
export function useDraftAutosave(key: string, values: AdFormValues, images: readonly UploadedImage[], isRestored: boolean) {
  const snapshot = JSON.stringify([values, images]);
  // A restored draft is already different from the server's copy, so it is kept until saved or discarded.
  const baseline = useRef<string | null>(isRestored ? null : snapshot);
  const latest = useRef({ values, images, snapshot });
  latest.current = { values, images, snapshot };

  useEffect(() => {
    if (snapshot === baseline.current) clearDraft(key);
    else saveDraft(key, latest.current.values, latest.current.images);
  }, [key, snapshot]);

  // Effects run after paint; a reload right after a keystroke must still find it.
  useEffect(() => {
    const flush = () => {
      if (latest.current.snapshot !== baseline.current) saveDraft(key, latest.current.values, latest.current.images);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [key]);

  /** After a save the server holds the ad; the local copy goes and the saved state becomes the new baseline. */
  return useCallback(() => {
    baseline.current = latest.current.snapshot;
    clearDraft(key);
  }, [key]);
}
