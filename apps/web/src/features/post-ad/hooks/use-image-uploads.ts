import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LIMITS } from '@mohalla/shared';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { UPLOAD_NETWORK_ERROR, uploadImage } from '../api/upload-image';
import { makeCover, mapWithLimit, moveBy, withoutKey } from '../lib/image-list';
import { planPick } from '../lib/image-picker';
import type { UploadedImage } from '../lib/uploaded-image';

export type ImageItem = {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0..1 while uploading. */
  progress: number;
  error?: string;
  /** Kept until the upload succeeds, for Retry. */
  file?: File;
  /** Local preview while the server has no thumbnail yet. */
  previewUrl?: string;
  uploaded?: UploadedImage;
};

// Three at a time: ten parallel uploads on a phone line make every bar crawl.
const PARALLEL_UPLOADS = 3;

const fromUploaded = (image: UploadedImage): ImageItem => ({
  key: image.id,
  name: image.name,
  status: 'done',
  progress: 1,
  uploaded: image,
});

/** The ad's photos: picker rules, one upload per file with its own progress, retry, remove, reorder. */
export function useImageUploads(initial: readonly UploadedImage[]) {
  const { t } = useTranslation('post-ad');
  const [items, setItems] = useState<ImageItem[]>(() => initial.map(fromUploaded));
  const latest = useRef(items);
  latest.current = items;
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<ImageItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const uploadOne = useCallback(
    async (item: ImageItem): Promise<boolean> => {
      if (!item.file) return false;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      try {
        const uploaded = await uploadImage(item.file, (progress) => patch(item.key, { progress }), controller.signal);
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
        patch(item.key, { status: 'done', progress: 1, uploaded, file: undefined, previewUrl: undefined, error: undefined });
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false; // Removed while uploading: nothing to report.
        const message = error instanceof ApiError && error.message !== UPLOAD_NETWORK_ERROR ? error.message : t('images.networkError');
        patch(item.key, { status: 'failed', error: message });
        return false;
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [patch, t],
  );

  const reportUploaded = useCallback(
    (results: boolean[]) => {
      const n = results.filter(Boolean).length;
      if (n > 0) toast.success(t('images.uploaded', { n }));
    },
    [t],
  );

  const addFiles = useCallback(
    async (files: File[]) => {
      const plan = planPick(files, latest.current.length);
      if (plan.notImages.length) toast.error(t('images.notImages', { names: plan.notImages.join(', ') }));
      if (plan.tooLarge.length) toast.error(t('images.tooLarge', { names: plan.tooLarge.join(', ') }));
      if (plan.isFull) toast.error(t('images.full'));
      if (plan.truncatedTo !== null) toast.show(t('images.truncated', { n: plan.truncatedTo }), { icon: '⚠️' });
      if (!plan.accepted.length) return;
      const added: ImageItem[] = plan.accepted.map((file) => ({
        key: crypto.randomUUID(),
        name: file.name,
        status: 'uploading',
        progress: 0,
        file,
        previewUrl: URL.createObjectURL(file),
      }));
      setItems((list) => [...list, ...added]);
      const results = await mapWithLimit(added, PARALLEL_UPLOADS, uploadOne);
      reportUploaded(results.map((r) => r.status === 'fulfilled' && r.value));
    },
    [reportUploaded, t, uploadOne],
  );

  const retry = useCallback(
    async (key: string) => {
      const item = latest.current.find((i) => i.key === key);
      if (!item?.file || item.status !== 'failed') return;
      const fresh: ImageItem = { ...item, status: 'uploading', progress: 0, error: undefined };
      patch(key, fresh);
      reportUploaded([await uploadOne(fresh)]);
    },
    [patch, reportUploaded, uploadOne],
  );

  const remove = useCallback(
    (key: string) => {
      const item = latest.current.find((i) => i.key === key);
      controllers.current.get(key)?.abort();
      if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
      setItems((list) => withoutKey(list, key));
      toast.success(t('images.removed'));
    },
    [t],
  );

  const move = useCallback((key: string, delta: -1 | 1) => setItems((list) => moveBy(list, key, delta)), []);
  const cover = useCallback((key: string) => setItems((list) => makeCover(list, key)), []);
  const reset = useCallback((images: readonly UploadedImage[]) => setItems(images.map(fromUploaded)), []);

  // Leaving the page stops uploads nobody will see finish and frees the local previews.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of latest.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const uploaded = useMemo(() => items.flatMap((i) => (i.status === 'done' && i.uploaded ? [i.uploaded] : [])), [items]);
  return {
    items,
    uploaded,
    max: LIMITS.imagesPerAd,
    isUploading: items.some((i) => i.status === 'uploading'),
    hasFailed: items.some((i) => i.status === 'failed'),
    addFiles,
    retry,
    remove,
    move,
    cover,
    reset,
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
