import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's built-in account: the keys every request must be signed with. */
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The settings that point the server at this bucket, as an operator would set them. */
  settings: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server on a free loopback port, storing in a temp directory. It checks
 * AWS Signature V4 on every signed request, so a store that signed wrongly would be refused here.
 */
export async function startLocalS3(bucket = 'mohalla-media'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    bucket,
    settings: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
