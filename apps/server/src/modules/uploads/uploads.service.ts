import type { MediaStore } from '../../media/media-store.ts';
import { storeProcessedImage } from '../../media/media-store.ts';
import { processImage, type ProcessedImage } from '../../media/image-pipeline.ts';
import type { AdImageRow, AdImagesRepository } from './ad-images.repository.ts';

export type UploadedImage = { id: string; url: string; thumb: string; size: number; width: number; height: number };

/** Runs bytes through the image pipeline and keeps the result as the user's unattached upload. */
export function createUploadsService(deps: { images: AdImagesRepository; media: MediaStore }) {
  const describe = (row: AdImageRow): UploadedImage => {
    const widths = Object.keys(row.variants)
      .map(Number)
      .sort((a, b) => a - b);
    const pick = (max: number) => row.variants[String(widths.filter((w) => w <= max).pop() ?? widths[0])]!;
    return {
      id: row.id,
      url: deps.media.urlFor(pick(800)),
      thumb: deps.media.urlFor(pick(320)),
      size: row.bytes,
      width: row.width,
      height: row.height,
    };
  };

  /** Writes a processed image's files and its row; without the row the files would never be cleaned up. */
  const keep = async (ownerId: string, processed: ProcessedImage): Promise<UploadedImage> => {
    const stored = await storeProcessedImage(deps.media, processed);
    try {
      return describe(await deps.images.insertUpload(ownerId, stored));
    } catch (err) {
      await Promise.all(Object.values(stored.variants).map((key) => deps.media.delete(key)));
      throw err;
    }
  };

  return {
    describe,
    /** Checks and re-encodes an image in memory; nothing is written (an ad's payload checks all its images first). */
    prepare: processImage,
    keep,
    upload: async (ownerId: string, bytes: Buffer) => keep(ownerId, await processImage(bytes)),
    /**
     * Deletes the images of an ad that was removed: files first, then rows, so a failure or a crash between them
     * leaves rows the sweep finds (deleteOrphansBefore) rather than files nobody knows of.
     */
    async purgeRemovedAd(adId: number): Promise<void> {
      const rows = await deps.images.forAd(adId);
      await Promise.all(rows.flatMap((image) => Object.values(image.variants).map((key) => deps.media.delete(key))));
      await deps.images.deleteRows(rows.map((image) => image.id));
    },
    /** Deletes unattached uploads of this owner, rows then files (an ad that was refused after they were kept). */
    async discard(ownerId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      const gone = await deps.images.deleteUnattached(ownerId, ids);
      await Promise.all(gone.flatMap((image) => Object.values(image.variants).map((key) => deps.media.delete(key))));
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
