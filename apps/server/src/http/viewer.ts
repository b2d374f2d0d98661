import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../modules/ads/ads.mapper.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the session hook; null for visitors. */
    viewer: Viewer;
  }
}

export function viewerOf(request: FastifyRequest): Viewer {
  return request.viewer ?? null;
}
