import { useSearchParams } from 'react-router';
import { loadMessages } from '@/lib/i18n';
import { useSession } from '@/lib/auth';
import { EditAd } from '../components/edit-ad';
import { NewAd } from '../components/new-ad';
import type { StartPayment } from '../components/post-ad-wizard';

// Loaded with this page's chunk: only sellers need these texts.
void loadMessages('post-ad');

/** /post-ad (new) and /post-ad?edit={id} (edit), behind RequireAuth; `onPay` opens the payment (app/routes/post-ad-route). */
export function PostAdPage({ onPay }: { onPay: StartPayment }) {
  const [params] = useSearchParams();
  const { user } = useSession();
  const edit = params.get('edit');
  if (!user) return null; // RequireAuth renders this page only for a signed-in user.
  // Keyed by the id so moving from one ad to another (or to a new ad) starts a fresh form.
  return edit === null ? <NewAd key="new" user={user} onPay={onPay} /> : <EditAd key={edit} rawId={edit} user={user} onPay={onPay} />;
}
