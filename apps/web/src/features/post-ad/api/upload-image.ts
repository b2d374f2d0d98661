import type { ApiResponse } from '@mohalla/shared/contracts';
import { apiPath } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import type { UploadedImage } from '../lib/uploaded-image';

export const UPLOAD_NETWORK_ERROR = 'network';

/**
 * POST /api/uploads, one image per request as multipart field "file". XMLHttpRequest, not fetch, because only
 * it reports upload progress. No 10 s timeout here: a 50 MB photo on a slow phone line takes longer.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${apiPath('POST /uploads')}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      // Typed by the contract, not parsed; a body that is not JSON arrives as null.
      const uploaded = (body as ApiResponse<'POST /uploads'> | null)?.data;
      if (xhr.status >= 200 && xhr.status < 300) {
        if (uploaded) {
          const { id, url, thumb, size } = uploaded;
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
