import { LIMITS, type AdImageInput } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { AdImagesRepository } from '../uploads/ad-images.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

const DATA_URL = /^data:([a-z0-9.+/-]+)?(;[a-z0-9=-]+)*;base64,/i;

/** The payload's images in order, and a way to delete the ones this request made if the ad is not saved after all. */
export type PayloadImages = { ids: string[]; discardNew: () => Promise<void> };

type Entry = { id: string } | { bytes: Buffer };

/** Reads an entry without writing anything: an upload's id, or the bytes of a data: URL within the size limit. */
function readEntry(entry: AdImageInput): Entry {
  if (entry.id && !entry.url?.startsWith('data:')) return { id: entry.id.toLowerCase() };
  const match = DATA_URL.exec(entry.url ?? '');
  if (!match) throw new AppError('BAD_REQUEST', 'Each image must be an uploaded image id or a data: URL');
  const bytes = Buffer.from(entry.url!.slice(match[0].length), 'base64');
  if (bytes.length > LIMITS.maxImageBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Some files are too large. Maximum size allowed is 50MB. Large files: ${entry.name ?? 'image'}`,
    );
  }
  return { bytes };
}

/**
 * Turns the payload's Images (spec: a list of {id, name, size, type, url}) into ordered image ids: entries
 * naming an upload are checked for ownership, entries carrying a data: URL run through the same pipeline as
 * uploads. Everything is checked and every image processed before anything is written, so a refused payload
 * leaves no file or row behind. Answers null when the payload says nothing about images (keep them as they are).
 */
export async function resolvePayloadImages(
  entries: AdImageInput[] | undefined,
  ctx: { ownerId: string; adId: number | null; uploads: UploadsService; images: AdImagesRepository },
): Promise<PayloadImages | null> {
  if (entries === undefined) return null;
  if (entries.length > LIMITS.imagesPerAd) throw new AppError('BAD_REQUEST', 'Maximum 10 images allowed. Please remove some images first.');
  const read = entries.map(readEntry);
  const named = [...new Set(read.flatMap((entry) => ('id' in entry ? [entry.id] : [])))];
  const allowed = new Set(await ctx.images.attachable(ctx.ownerId, ctx.adId, named));
  if (named.some((id) => !allowed.has(id))) {
    throw new AppError('BAD_REQUEST', 'An image in this ad was not found among your uploads. Please upload it again.');
  }
  const processed = [];
  for (const entry of read) processed.push('id' in entry ? entry : await ctx.uploads.prepare(entry.bytes));

  const made: string[] = [];
  const discardNew = () => ctx.uploads.discard(ctx.ownerId, made);
  try {
    const ids: string[] = [];
    for (const image of processed) {
      if ('id' in image) {
        ids.push(image.id);
        continue;
      }
      const kept = await ctx.uploads.keep(ctx.ownerId, image);
      made.push(kept.id);
      ids.push(kept.id);
    }
    return { ids: [...new Set(ids)], discardNew };
  } catch (err) {
    await discardNew();
    throw err;
  }
}
