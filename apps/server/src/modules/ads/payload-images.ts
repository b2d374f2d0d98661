import { LIMITS, type AdImageInput } from '@mohalla/shared';
import { AppError } from '../../http/errors.ts';
import type { AdImagesRepository } from '../uploads/ad-images.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

const DATA_URL = /^data:([a-z0-9.+/-]+)?(;[a-z0-9=-]+)*;base64,/i;

/**
 * Turns the payload's Images (spec: a list of {id, name, size, type, url}) into ordered image ids: entries
 * naming an upload are checked for ownership, entries carrying a data: URL run through the same pipeline as
 * uploads. Answers null when the payload says nothing about images (keep them as they are).
 */
export async function resolvePayloadImages(
  entries: AdImageInput[] | undefined,
  ctx: { ownerId: string; adId: number | null; uploads: UploadsService; images: AdImagesRepository },
): Promise<string[] | null> {
  if (entries === undefined) return null;
  if (entries.length > LIMITS.imagesPerAd) throw new AppError('BAD_REQUEST', 'Maximum 10 images allowed. Please remove some images first.');
  const ids: string[] = [];
  for (const entry of entries) {
    if (entry.id && !entry.url?.startsWith('data:')) {
      ids.push(entry.id.toLowerCase());
      continue;
    }
    const match = DATA_URL.exec(entry.url ?? '');
    if (!match) throw new AppError('BAD_REQUEST', 'Each image must be an uploaded image id or a data: URL');
    const bytes = Buffer.from(entry.url!.slice(match[0].length), 'base64');
    if (bytes.length > LIMITS.maxImageBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Some files are too large. Maximum size allowed is 50MB. Large files: ${entry.name ?? 'image'}`,
      );
    }
    ids.push((await ctx.uploads.upload(ctx.ownerId, bytes)).id);
  }
  const unique = [...new Set(ids)];
  const allowed = new Set(await ctx.images.attachable(ctx.ownerId, ctx.adId, unique));
  const missing = unique.filter((id) => !allowed.has(id));
  if (missing.length) throw new AppError('BAD_REQUEST', 'An image in this ad was not found among your uploads. Please upload it again.');
  return unique;
}
