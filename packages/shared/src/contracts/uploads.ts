import { UploadResponseSchema } from '../uploads.ts';
import { defineContracts } from './contract.ts';

export const uploadsContracts = defineContracts({
  /** One image as multipart field "file", at most 50 MB; stored unattached until an ad names it. */
  'POST /uploads': { access: 'session', isMultipart: true, response: UploadResponseSchema },
});
