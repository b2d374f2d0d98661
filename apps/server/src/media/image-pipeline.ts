import { LIMITS } from '@mohalla/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../base/app-error.ts';
import { differenceHash, sha256Hex, type ImageFingerprint } from './image-fingerprint.ts';

/** Widths of the stored WebP variants; the web app picks one with srcset. */
export const VARIANT_WIDTHS = [320, 800, 1600] as const;
/** 40 MP covers every phone camera; beyond that an upload is more likely a decompression bomb than a photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const WEBP_QUALITY = 80;
/** Effort 2 encodes about twice as fast as the default 4 for ~4% more bytes: CPU is scarcer than disk on 2 cores. */
const WEBP_EFFORT = 2;

export const IMAGE_MESSAGES = {
  unsupported: 'Only JPEG, PNG, WebP or HEIC images are allowed',
  tooLarge: 'Image is larger than 50MB',
  tooManyPixels: 'Image dimensions are too large (maximum 40 megapixels)',
  unreadable: 'This image could not be read. Please try another file.',
  unreadableHeic: 'This HEIC photo could not be read. Please upload it as JPEG instead.',
} as const;

/** An upload refused for a reason the user can act on; the error handler turns it into 413/415. */
export class ImageRejectedError extends AppError {
  constructor(message: string, code: 'UNSUPPORTED_MEDIA' | 'PAYLOAD_TOO_LARGE' = 'UNSUPPORTED_MEDIA') {
    super(code, message);
    this.name = 'ImageRejectedError';
  }
}

export type ImageVariant = { width: number; buffer: Buffer };

export type ProcessedImage = {
  /** Size of the original after EXIF orientation. */
  width: number;
  height: number;
  /** Total bytes of all variants, i.e. what the media store holds for this image. */
  bytes: number;
  /** Ascending by width. */
  variants: ImageVariant[];
  /** The uploaded bytes' SHA-256 and the picture's dHash (the duplicate-photo flag, decision 030). */
  fingerprint?: ImageFingerprint;
};

/** Widths to produce for a source this wide: never upscale, but always at least one variant. */
export function variantWidthsFor(sourceWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

/**
 * Validates an uploaded image by its bytes and re-encodes it as metadata-free WebP variants.
 * Throws ImageRejectedError for anything the user should be told about.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > LIMITS.maxImageBytes) throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
  if (input.length === 0) throw new ImageRejectedError(IMAGE_MESSAGES.unsupported);

  // Phone JPEGs often carry harmless libjpeg warnings, so only real decode errors abort.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const metadata = await readMetadata(input);
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new ImageRejectedError(IMAGE_MESSAGES.unsupported);
  // The header is checked before any decoding so a bomb never allocates its pixels.
  if (!metadata.width || !metadata.height) throw new ImageRejectedError(IMAGE_MESSAGES.unreadable);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(IMAGE_MESSAGES.tooManyPixels, 'PAYLOAD_TOO_LARGE');
  }

  const { width, height } = metadata.autoOrient;
  const widths = variantWidthsFor(width);
  const largest = widths[widths.length - 1] ?? width;
  try {
    // Decode once, already shrunk to the largest variant (JPEG shrink-on-load makes this cheap),
    // then derive every variant from those pixels.
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    // sharp writes no EXIF, XMP, IPTC or ICC unless asked (withMetadata/keepExif), so GPS never survives.
    const variants = await Promise.all(
      widths.map(async (w) => ({
        width: w,
        // Height from the original's aspect ratio, so rounding in the intermediate does not drift.
        buffer: await decoded
          .clone()
          .resize({ width: w, height: Math.max(1, Math.round((w * height) / width)), fit: 'fill' })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer(),
      })),
    );
    const bytes = variants.reduce((sum, v) => sum + v.buffer.length, 0);
    const fingerprint = { sha256: sha256Hex(input), dhash: await differenceHash(decoded) };
    return { width, height, bytes, variants, fingerprint };
  } catch (error) {
    throw mapDecodeError(error, metadata.format);
  }
}

async function readMetadata(input: Buffer): Promise<Metadata> {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Not an image format sharp knows at all: text, PDF, executables renamed to .jpg.
    throw new ImageRejectedError(IMAGE_MESSAGES.unsupported);
  }
}

function mapDecodeError(error: unknown, format: string): ImageRejectedError {
  const message = error instanceof Error ? error.message : String(error);
  const rejected = /pixel limit/i.test(message)
    ? new ImageRejectedError(IMAGE_MESSAGES.tooManyPixels, 'PAYLOAD_TOO_LARGE')
    : new ImageRejectedError(format === 'heif' ? IMAGE_MESSAGES.unreadableHeic : IMAGE_MESSAGES.unreadable);
  // Kept for the log: the user sees the message, operators see what libvips said.
  rejected.cause = error;
  return rejected;
}
