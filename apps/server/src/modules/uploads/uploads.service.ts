import type { MediaStore } from '../../media/media-store.ts';
import { storeProcessedImage } from '../../media/media-store.ts';
import { processImage } from '../../media/image-pipeline.ts';
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

  return {
    describe,
    async upload(ownerId: string, bytes: Buffer): Promise<UploadedImage> {
      const processed = await processImage(bytes);
      const stored = await storeProcessedImage(deps.media, processed);
      try {
        return describe(await deps.images.insertUpload(ownerId, stored));
      } catch (err) {
        // The row is the record of the files; without it they would never be cleaned up.
        await Promise.all(Object.values(stored.variants).map((key) => deps.media.delete(key)));
        throw err;
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
