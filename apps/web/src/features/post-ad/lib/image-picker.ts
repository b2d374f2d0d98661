import { LIMITS } from '@mohalla/shared';

export type PickedFile = { name: string; size: number; type: string };

export type PickPlan<F extends PickedFile> = {
  /** Files to upload now, in the order picked. */
  accepted: F[];
  /** Names of files over 50 MB (the message names them). */
  tooLarge: string[];
  /** Names of files that are not images at all. */
  notImages: string[];
  /** Set when the pick was cut to the room left: "Only {n} more images allowed...". */
  truncatedTo: number | null;
  /** Nothing could be added because the ad already has 10 images. */
  isFull: boolean;
};

// iPhones hand HEIC photos to the browser with an empty type on some systems, so the name decides too.
const HEIC_NAME = /\.(heic|heif)$/i;
export const ACCEPT_ATTRIBUTE = 'image/*,.heic,.heif';

export const isImageFile = (f: PickedFile) => f.type.startsWith('image/') || HEIC_NAME.test(f.name);

/**
 * The picker rules: image types only, each at most 50 MB, at most 10 per ad; when the pick
 * would pass 10 only the first ones that fit are kept.
 */
export function planPick<F extends PickedFile>(files: readonly F[], alreadyOnAd: number, max = LIMITS.imagesPerAd): PickPlan<F> {
  const room = Math.max(0, max - alreadyOnAd);
  const notImages = files.filter((f) => !isImageFile(f)).map((f) => f.name);
  const images = files.filter(isImageFile);
  const tooLarge = images.filter((f) => f.size > LIMITS.maxImageBytes).map((f) => f.name);
  const fitting = images.filter((f) => f.size <= LIMITS.maxImageBytes);
  if (fitting.length === 0) return { accepted: [], tooLarge, notImages, truncatedTo: null, isFull: false };
  if (room === 0) return { accepted: [], tooLarge, notImages, truncatedTo: null, isFull: true };
  const isCut = fitting.length > room;
  return { accepted: isCut ? fitting.slice(0, room) : fitting, tooLarge, notImages, truncatedTo: isCut ? room : null, isFull: false };
}
