import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import type { UploadedImage } from '../lib/uploaded-image';

// The server's answer (apps/server uploads.service UploadedImage); shared has no schema for it yet.
const UploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), url: z.string(), thumb: z.string(), size: z.number(), width: z.number(), height: z.number() }),
});

export const UPLOAD_NETWORK_ERROR = 'network';

/**
 * POST /api/uploads, one image per request as multipart field "file". XMLHttpRequest, not fetch, because only
 * it reports upload progress. No 10 s timeout here: a 50 MB photo on a slow phone line takes longer.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = UploadResponseSchema.safeParse(body);
        if (parsed.success) {
          const { id, url, thumb, size } = parsed.data.data;
          resolve({ id, url, thumb, size, name: file.name, type: file.type });
        } else reject(new ApiError(xhr.status, `HTTP error! status: ${xhr.status}`));
        return;
      }
      const message = (body as { message?: unknown } | null)?.message;
      reject(new ApiError(xhr.status, typeof message === 'string' ? message : `HTTP error! status: ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError(0, UPLOAD_NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
