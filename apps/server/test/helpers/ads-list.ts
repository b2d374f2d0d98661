import { AdListResponseSchema, type AdListResponse } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** GET /api/ads?`query`: answered 200 and within its contract. */
export async function getAdList(app: FastifyInstance, query: string): Promise<AdListResponse> {
  const res = await app.inject({ url: `/api/ads?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return AdListResponseSchema.parse(res.json());
}
