import type { MediaSettings } from '../config/env.ts';
import { createLocalMediaStore, type MediaStore } from './media-store.ts';
import { createS3MediaStore } from './s3-media-store.ts';

/** The media store the settings name; an object store is checked before the server takes any upload. */
export async function openMediaStore(settings: MediaSettings): Promise<MediaStore> {
  if (settings.kind === 'local') return createLocalMediaStore(settings.dir, settings.publicUrl);
  const store = createS3MediaStore(settings);
  await store.verify();
  return store;
}

/** Where images are kept, for log lines: a directory or a bucket. */
export function describeMediaLocation(settings: MediaSettings): string {
  return settings.kind === 'local' ? settings.dir : `bucket ${settings.bucket} (${settings.bucketUrl})`;
}
