import multipart from '@fastify/multipart';
import { LIMITS } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import { route } from '../../base/route.ts';
import type { UploadsService } from './uploads.service.ts';

const tooLarge = (name: string) => `Some files are too large. Maximum size allowed is 50MB. Large files: ${name}`;

/** One image per request (the browser shows a progress bar per file), at most 50 MB. */
export async function uploadsRoutes(app: FastifyInstance, service: UploadsService): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: LIMITS.maxImageBytes, fields: 5, parts: 6 } });

  // The contract has no JSON body: the file is read here as a stream, with multipart's own size limit.
  route(app, 'POST /uploads', { config: { rateLimit: { max: 120, timeWindow: '15 minutes' } } }, async ({ userId, request }) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'Send the image as multipart/form-data with one file');
    const file = await request.file();
    if (!file) throw new AppError('BAD_REQUEST', 'No image was sent');
    const bytes = await file.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge(file.filename));
      throw err;
    });
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge(file.filename));
    return { success: true, data: await service.upload(userId, bytes) };
  });
}
