import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Env } from '../config/env.ts';
import { helmetHeaders, registerSecurityHeaders } from './security.ts';

describe('security headers', () => {
  const answer = async (publicUrl: string, mediaUrl: string) => {
    const app = Fastify();
    await registerSecurityHeaders(app, { publicUrl, media: { publicUrl: mediaUrl } } as Env);
    app.get('/', async () => ({ ok: true }));
    try {
      return (await app.inject({ url: '/' })).headers;
    } finally {
      await app.close();
    }
  };

  it('on https: HSTS, insecure requests upgraded, photos from the media origin', async () => {
    const headers = await answer('https://mohalla.example', 'https://cdn.example/media');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example(;|$)/);
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  it('on http: neither HSTS nor an upgrade, photos from this server', async () => {
    const headers = await answer('http://localhost:3000', '/media');
    expect(headers['strict-transport-security']).toBeUndefined();
    const csp = String(headers['content-security-policy']);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
  });

  it("records what helmet's middleware sets and removes, and refuses options helmet refuses", () => {
    const headers = helmetHeaders({ xFrameOptions: { action: 'deny' }, crossOriginEmbedderPolicy: true });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-embedder-policy']).toBe('require-corp');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], 'bad name': ['x'] } } })).toThrow();
  });
});
