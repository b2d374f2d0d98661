import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateAd } from '../api/create-ad';
import { useUpdateAd } from '../api/update-ad';
import type { AdPayload } from '../lib/payload';

export type SaveOutcome = 'plans' | 'left' | 'failed';
/** Router state marking an ad saved from the new-ad wizard, so the publish flow survives the URL change and a reload. */
export type PostAdLocationState = { isNewDraft?: boolean };

/** The server's own words for what it refused (4xx); anything else is the spec's generic failure. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

/**
 * Saving: a new ad is created as a draft and the wizard moves to step 4 with ?edit={id}&step=4, so
 * a reload reloads it. An edit PUTs and goes to /dashboard, unless it is the draft being published, which returns to step 4.
 */
export function useSaveAd({ adId, isPublishFlow }: { adId?: number; isPublishFlow: boolean }) {
  const { t } = useTranslation('post-ad');
  const navigate = useNavigate();
  const create = useCreateAd();
  const update = useUpdateAd();

  return async (payload: AdPayload, markSaved: () => void): Promise<SaveOutcome> => {
    try {
      if (adId === undefined) {
        const id = await create.mutateAsync(payload);
        markSaved();
        toast.success(t('messages.saved'));
        const state: PostAdLocationState = { isNewDraft: true };
        navigate(paths.postAd({ edit: id, step: 4 }), { replace: true, state });
        return 'left';
      }
      await update.mutateAsync({ id: adId, payload });
      markSaved();
      if (isPublishFlow) {
        toast.success(t('messages.saved'));
        return 'plans';
      }
      toast.success(t('messages.updated'));
      navigate(paths.dashboard());
      return 'left';
    } catch (error) {
      toast.error(saveErrorMessage(error, t('messages.saveFailed')));
      return 'failed';
    }
  };
}
