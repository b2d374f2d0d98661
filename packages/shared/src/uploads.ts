import { z } from 'zod';
import { okData } from './envelope.ts';

/** One stored upload: the 800 px and 320 px variants' addresses, the original's size in bytes and its pixels. */
export const UploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumb: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const UploadResponseSchema = okData(UploadedImageSchema);
