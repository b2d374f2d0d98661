import { ORIGIN, type TestApp } from './test-app.ts';
import { randomAddress, type SignedIn } from './session.ts';

/** A multipart body with one file, as a browser's FormData would send it. */
export function multipart(filename: string, bytes: Buffer, contentType = 'image/jpeg') {
  const boundary = `----mohalla${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(t: TestApp, user: SignedIn | null, filename: string, bytes: Buffer) {
  const { body, contentType } = multipart(filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body,
    remoteAddress: randomAddress(),
    headers: { origin: ORIGIN, 'content-type': contentType, ...(user ? { cookie: user.cookie } : {}) },
  });
}

/** The spec's create payload with sensible values; override what a test is about. */
export function adPayload(overrides: Record<string, unknown> = {}) {
  return {
    Title: 'Godrej steel almirah, 6 ft',
    Description: 'Two doors with locker, no rust, moving out sale.',
    CategoryId: 'services',
    Subcategory: 'Home Services',
    LocationId: 'nagaram',
    Price: 6500,
    PriceTypeId: 'negotiable',
    OwnerName: 'Priya Reddy',
    OwnerPhone: '9123456780',
    OwnerEmail: null,
    Images: '[]',
    Features: null,
    ...overrides,
  };
}

export function send(t: TestApp, method: 'POST' | 'PUT' | 'DELETE', url: string, user: SignedIn | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: randomAddress(),
    ...(payload ? { payload } : {}),
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
  });
}
