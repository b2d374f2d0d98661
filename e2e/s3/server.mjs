import fs from 'node:fs';
import S3rver from '@20minutes/s3rver';

/**
 * A real S3-compatible server (it checks AWS Signature V4) for the journey that runs the site with its
 * images in object storage. Objects are kept under S3_DIR for the length of the run.
 */
const port = Number(process.env.S3_PORT ?? 3220);
const directory = process.env.S3_DIR ?? 's3-data';
fs.mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: '127.0.0.1',
  port,
  directory,
  silent: true,
  configureBuckets: [{ name: process.env.S3_BUCKET ?? 'mohalla-e2e' }],
});
await server.run();
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
