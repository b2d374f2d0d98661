import { AwsClient } from 'aws4fetch';
import type { S3MediaSettings } from '../config/env.ts';
import { MediaStoreUnavailableError, assertValidKey, type MediaStore } from './media-store.ts';

// Generous for a 1600 px WebP on a slow link, short enough that a hung store frees the request.
const REQUEST_TIMEOUT_MS = 30_000;
// Variant keys are fresh ids, so an object never changes once written.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Images in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph...), signed with AWS Signature V4.
 * Browsers fetch them straight from the bucket or a CDN in front of it (`publicUrl`), not through this server,
 * so the bucket (or the CDN) must allow public reads of its objects.
 */
export function createS3MediaStore(settings: S3MediaSettings): MediaStore & { verify(): Promise<void> } {
  // aws4fetch retries 5xx and 429 with backoff; two retries ride out a blip without stalling an upload for long.
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });

  async function send(method: 'PUT' | 'DELETE' | 'HEAD', key: string | null, init: RequestInit = {}): Promise<Response> {
    if (key !== null) assertValidKey(key);
    // The bucket itself is `/bucket` in path style; a virtual-hosted `https://bucket.host` becomes `/` by itself.
    const url = key === null ? settings.bucketUrl : `${settings.bucketUrl}/${key}`;
    try {
      return await client.fetch(url, { ...init, method, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new MediaStoreUnavailableError(`${method} ${url} failed: ${(error as Error).message}`, { cause: error });
    }
  }

  async function failure(response: Response, what: string): Promise<MediaStoreUnavailableError> {
    // S3 explains itself in an XML body: <Code>SignatureDoesNotMatch</Code>, <Code>NoSuchBucket</Code>...
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? response.statusText;
    return new MediaStoreUnavailableError(`${what} in bucket ${settings.bucket} failed: ${response.status} ${code}`);
  }

  return {
    async put(key, data, contentType) {
      const response = await send('PUT', key, {
        body: data,
        headers: { 'content-type': contentType, 'cache-control': CACHE_CONTROL },
      });
      if (!response.ok) throw await failure(response, `Writing ${key}`);
      await response.body?.cancel();
    },
    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the key existed; some compatible servers say 404 for a missing one.
      if (!response.ok && response.status !== 404) throw await failure(response, `Deleting ${key}`);
      await response.body?.cancel();
    },
    urlFor(key) {
      assertValidKey(key);
      return `${settings.publicUrl}/${key}`;
    },
    /** Checks at start-up that the bucket exists and the credentials may use it, so a typo shows at once. */
    async verify() {
      const response = await send('HEAD', null);
      if (!response.ok) throw await failure(response, 'Checking access');
    },
  };
}
