import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import type { AdForEdit, Profile } from '@mohalla/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { InvalidAdDataError, useAdForEdit } from '../api/get-ad-for-edit';
import type { PostAdLocationState } from '../hooks/use-save-ad';
import { parseAdId } from '../lib/ad-id';
import { clearDraft, draftKey, loadDraft } from '../lib/draft-storage';
import { valuesFromAd } from '../lib/form-values';
import { imagesFromAd } from '../lib/uploaded-image';
import { PostAdWizard, type StartPayment } from './post-ad-wizard';

type EditAdProps = { rawId: string; user: Profile; onPay: StartPayment };

/** /post-ad?edit={id}: the owner's ad in any status; bad ids and other people's ads are refused. */
export function EditAd({ rawId, user, onPay }: EditAdProps) {
  const { t } = useTranslation('post-ad');
  const id = parseAdId(rawId);
  const query = useAdForEdit(id ?? 0, { enabled: id !== null });
  const backToDashboard = (
    <ButtonLink to={paths.dashboard()} variant="outline">
      {t('actions.dashboard')}
    </ButtonLink>
  );

  if (id === null) return <Problem message={t('messages.invalidEditId')} action={backToDashboard} />;
  if (query.isPending) return <LoadingState message={t('loadingAd')} className="min-h-[50vh]" />;
  // An ad held for review as it was published (decision 030) is no longer editable: the refresh that follows the
  // publication fails, and the wizard keeps what it showed (its outcome) rather than turning into the error.
  if (query.isError && query.data === undefined) {
    const { error } = query;
    // The server answers someone else's ad like a missing one ("Ad not found"); its words are shown as they are.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      return <Problem message={error.message} action={backToDashboard} />;
    if (error instanceof InvalidAdDataError) return <Problem message={t('messages.invalidAdData')} action={backToDashboard} />;
    return (
      <Problem message={t('messages.editLoadFailed')} action={<Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>} />
    );
  }
  return <EditAdForm ad={query.data} user={user} onPay={onPay} />;
}

function EditAdForm({ ad, user, onPay }: { ad: AdForEdit; user: Profile; onPay: StartPayment }) {
  const location = useLocation();
  // An ad just saved from the new-ad wizard is still being posted: same wording, and saving returns to the plans.
  const isNewDraft = (location.state as PostAdLocationState | null)?.isNewDraft === true;
  const key = draftKey(user.uid, ad.adId);
  const [generation, setGeneration] = useState(0);
  // After "Discard changes" the draft is gone (cleared below) and the wizard remounts (key={generation}).
  const draft = useMemo(() => (generation === 0 ? loadDraft(key) : null), [key, generation]);
  const discard = () => {
    clearDraft(key);
    setGeneration((g) => g + 1);
  };
  return (
    <PostAdWizard
      key={generation}
      isEditing={!isNewDraft}
      adId={ad.adId}
      status={ad.status}
      expiresAt={ad.expiresAt}
      initialValues={draft?.values ?? valuesFromAd(ad)}
      initialImages={draft?.images ?? imagesFromAd(ad)}
      draftKey={key}
      restored={draft ? 'edit' : null}
      onDiscardDraft={discard}
      onPay={onPay}
    />
  );
}

/** The page keeps its heading when it cannot show the form, so the seller knows where they are. */
function Problem({ message, action }: { message: string; action: ReactNode }) {
  const { t } = useTranslation('post-ad');
  const { t: tc } = useTranslation('common');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <title>{`${t('title.edit')} - ${tc('brand.name')}`}</title>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('title.edit')}</h1>
      <ErrorState message={message} action={action} />
    </div>
  );
}
