import type { AdForEdit, UploadedImage as StoredImage } from '@mohalla/shared';

/** A photo already stored on the server (POST /api/uploads or the ad's own), as the wizard keeps it: with the file's name and type. */
export type UploadedImage = Pick<StoredImage, 'id' | 'url' | 'thumb' | 'size'> & { name: string; type: string };

/** The ad's saved photos; the server keeps no file names, so the list shows them as saved photos. */
export function imagesFromAd(ad: Pick<AdForEdit, 'images'>): UploadedImage[] {
  return ad.images.map(({ id, url, thumb }) => ({ id, url, thumb, name: '', size: 0, type: '' }));
}
