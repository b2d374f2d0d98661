import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateAd } from '../api/create-ad';
import { useUpdateAd } from '../api/update-ad';
import type { AdPayload } from '../lib/payload';

export type SaveOutcome = 'plans' | 'left' | 'failed';
/** Router state marking an ad saved from the new-ad wizard, so the publish flow survives the URL change and a reload. */
export type PostAdLocationState = { isNewDraft?: boolean };

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
      toast.error(refusalMessage(error, t('messages.saveFailed')));
      return 'failed';
    }
  };
}
