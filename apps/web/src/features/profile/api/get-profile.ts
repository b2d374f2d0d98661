import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileSchema, type Profile } from '@mohalla/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';

export const ProfileResponseSchema = z.object({ success: z.literal(true), data: ProfileSchema });

export const getProfile = async (): Promise<Profile> => (await api.get('/profile', ProfileResponseSchema)).data;

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 0 });

/** GET /api/profile, shown at once from the session's copy while the fresh one loads. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({ ...profileQueryOptions(), placeholderData: user ?? undefined });
}
