import type { AdForEdit } from '@mohalla/shared';

/** A photo already stored on the server (POST /api/uploads or the ad's own), as the wizard keeps it. */
export type UploadedImage = { id: string; url: string; thumb: string; name: string; size: number; type: string };

/** The ad's saved photos; the server keeps no file names, so the list shows them as saved photos. */
export function imagesFromAd(ad: Pick<AdForEdit, 'images'>): UploadedImage[] {
  return ad.images.map(({ id, url, thumb }) => ({ id, url, thumb, name: '', size: 0, type: '' }));
}
