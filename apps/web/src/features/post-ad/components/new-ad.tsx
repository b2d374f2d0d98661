import { useMemo, useState } from 'react';
import type { Profile } from '@mohalla/shared';
import { clearDraft, draftKey, loadDraft } from '../lib/draft-storage';
import { valuesFromProfile } from '../lib/form-values';
import { PostAdWizard, type StartPayment } from './post-ad-wizard';

/** /post-ad: a new ad, from the seller's unsaved draft when there is one, else prefilled from the profile. */
export function NewAd({ user, onPay }: { user: Profile; onPay: StartPayment }) {
  const key = draftKey(user.uid);
  const [generation, setGeneration] = useState(0);
  // After "Start over" the draft is gone (cleared below) and the wizard remounts (key={generation}).
  const draft = useMemo(() => (generation === 0 ? loadDraft(key) : null), [key, generation]);
  const discard = () => {
    clearDraft(key);
    setGeneration((g) => g + 1);
  };
  return (
    <PostAdWizard
      key={generation}
      isEditing={false}
      initialValues={draft?.values ?? valuesFromProfile(user)}
      initialImages={draft?.images ?? []}
      draftKey={key}
      restored={draft ? 'new' : null}
      onDiscardDraft={discard}
      onPay={onPay}
    />
  );
}
