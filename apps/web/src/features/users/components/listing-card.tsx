import { formatShortDate, parseAdImages, type Ad } from '@mohalla/shared';
import { Eye, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { listingPrice } from '../lib/public-profile';

/** One of the seller's listings: photo, title, description, views, date and price; the whole card opens the ad. */
export function ListingCard({ ad }: { ad: Ad }) {
  const { t } = useTranslation('users');
  const cover = parseAdImages(ad.Images)[0];
  const [isBroken, setIsBroken] = useState(false);
  const date = Number.isNaN(Date.parse(ad.CreatedDate)) ? '' : formatShortDate(ad.CreatedDate);

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[4/3] w-full bg-gray-100">
        {cover && !isBroken ? (
          <img
            src={cover.thumb || cover.url}
            alt=""
            width={cover.width ?? 400}
            height={cover.height ?? 300}
            loading="lazy"
            decoding="async"
            onError={() => setIsBroken(true)}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-gray-400">
            <ImageOff aria-hidden="true" className="size-10" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          {/* The link's ::after covers the card, so a tap anywhere opens the ad. */}
          <AppLink
            to={paths.ad(ad.AdId)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
          >
            {ad.Title}
          </AppLink>
        </h3>
        <p className="line-clamp-2 text-sm text-gray-600">{ad.Description}</p>
        <p className="text-lg font-bold text-gray-900">{listingPrice(ad.Price, ad.PriceTypeKey, t('listings.priceOnRequest'))}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {t('listings.views', { count: ad.Views })}
          </span>
          {date && <time dateTime={ad.CreatedDate}>{date}</time>}
        </div>
      </div>
    </article>
  );
}
