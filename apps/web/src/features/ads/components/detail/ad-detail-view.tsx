import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { messagesReady, useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import type { AdDetail } from '@mohalla/shared';
import { cn } from '@/lib/cn';
import { useContactActions } from '../../hooks/use-contact-actions';
import { useFavoriteToggle } from '@/hooks/use-favorite-toggle';
import { adUrl, whatsappShareHref } from '../../lib/contact-links';
import { AdStatistics } from './ad-statistics';
import { AdSummary } from './ad-summary';
import { Breadcrumb } from './breadcrumb';
import { ContactCard } from './contact-card';
import { DetailGallery } from './detail-gallery';
import { FeatureLists } from './feature-lists';
import { KeyDetails } from './key-details';
import { OwnerCard } from './owner-card';
import { QuickActions } from './quick-actions';
import { SafetySupport } from './safety-support';
import { SafetyTips } from '@/components/safety/safety-tips';
import { ShareDialog } from './share-dialog';
import { SimilarAds } from './similar-ads';
import { StatusNotice } from './status-notice';

// The message box's code (and the conversations' texts) load when someone opens it.
// Its texts (conversations) are asked for as it loads; it is drawn once they have come.
const MessageBox = lazy(() => import('./message-box').then((m) => messagesReady().then(() => ({ default: m.MessageBox }))));

const overlayButton = 'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white';

/** The loaded ad: main column (photos, summary, details) and a sidebar (seller, contact, actions, stats, safety). */
export function AdDetailView({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation('ads');
  const { t: td } = useTranslation('ad-detail');
  const names = useCatalogueNames();
  const contact = useContactActions(ad);
  const favorite = useFavoriteToggle(ad);
  const [isShareOpen, setIsShareOpen] = useState(false);
  const favoriteLabel = favorite.isFavorite ? t('actions.removeFavorite') : t('actions.addFavorite');

  const galleryActions = (
    <>
      <button type="button" onClick={favorite.toggle} aria-label={favoriteLabel} className={overlayButton}>
        <Heart aria-hidden="true" className={cn('size-5', favorite.isFavorite && 'fill-red-600 text-red-600')} />
      </button>
      <button
        type="button"
        onClick={() => setIsShareOpen(true)}
        aria-label={t('actions.share')}
        aria-haspopup="dialog"
        className={overlayButton}
      >
        <Share2 aria-hidden="true" className="size-5" />
      </button>
      <a
        href={whatsappShareHref(`${td('share.message', { title: ad.title })} ${adUrl(ad.id)}`)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('actions.shareWhatsapp')}
        className={cn(overlayButton, 'text-green-700')}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
      </a>
    </>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <Breadcrumb category={names.category(ad.categoryKey, ad.category)} categoryKey={ad.categoryKey} title={ad.title} />
      <StatusNotice status={ad.status} removedByModerators={ad.removedByModerators} heldForReview={ad.heldForReview} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailGallery images={ad.images} title={ad.title} isPremium={ad.isPremium} actions={galleryActions} />
          <AdSummary ad={ad} />
          <KeyDetails ad={ad} />
          <FeatureLists features={ad.features} amenities={ad.amenities} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <OwnerCard adId={ad.id} owner={ad.owner} contact={contact} />
          <ContactCard contact={contact} location={names.location(ad.locationId, ad.location)} limitMessage={ad.contactLimitMessage} />
          <SafetyTips locationId={ad.locationId} />
          <QuickActions contact={contact} favorite={favorite} onShare={() => setIsShareOpen(true)} />
          <AdStatistics ad={ad} />
          <SafetySupport adId={ad.id} ownerHandle={ad.owner.handle} isSignedIn={contact.isSignedIn} />
        </aside>
      </div>
      <SimilarAds adId={ad.id} categoryKey={ad.categoryKey} categoryName={names.category(ad.categoryKey, ad.category)} />
      <ShareDialog adId={ad.id} title={ad.title} isOpen={isShareOpen} onOpenChange={setIsShareOpen} />
      {contact.messageBox.isOpen && (
        <Suspense fallback={null}>
          <MessageBox ad={ad} isOpen onOpenChange={contact.messageBox.setIsOpen} />
        </Suspense>
      )}
    </div>
  );
}
