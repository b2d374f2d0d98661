import { CYBER_HELPLINE, CYBERCRIME_URL, safetyTexts } from '@mohalla/shared';
import { MapPin, PhoneCall, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useSafePlaces } from '@/api/safe-places';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/use-language';

type SafetyTipsProps = {
  /** The ad's locality: its safe meeting places are listed under the tips. */
  locationId?: string | undefined;
  /** h2 in the ad page's sidebar, h3 inside a conversation. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * The tips that stop the scams seen most here (texts in packages/shared/src/safety-texts.ts, in the page's language),
 * the locality's safe meeting places, and where to turn: the 1930 helpline and cybercrime.gov.in.
 */
export function SafetyTips({ locationId, headingLevel: Heading = 'h2', className }: SafetyTipsProps) {
  const headingId = useId();
  const texts = safetyTexts(useLanguage());
  const { data: places = [] } = useSafePlaces(locationId);
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950', className)}
    >
      <Heading id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        {texts.tipsTitle}
      </Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {texts.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {places.length > 0 && (
        <div className="mt-3">
          <p className="flex items-center gap-1.5 font-semibold">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {texts.safePlacesTitle}
          </p>
          <ul aria-label={texts.safePlacesTitle} className="mt-1 space-y-1 pl-5">
            {places.map((place) => (
              <li key={place.id} className="list-disc">
                <span className="font-medium">{place.name}</span>
                {place.note && <span>{` – ${place.note}`}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* The two links keep a 24 px target (WCAG 2.5.8) however the sentence wraps: in Telugu they can end up on
          lines next to each other. */}
      <p className="mt-3 flex flex-wrap items-center gap-x-1">
        <PhoneCall aria-hidden="true" className="size-4 shrink-0" />
        {texts.helpline}{' '}
        <a href={`tel:${CYBER_HELPLINE}`} className="inline-flex min-h-6 items-center font-bold text-red-800 underline">
          {CYBER_HELPLINE}
        </a>{' '}
        {texts.cybercrime}{' '}
        <a
          href={CYBERCRIME_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 items-center font-semibold break-all text-brand-800 underline"
        >
          cybercrime.gov.in
        </a>
      </p>
    </section>
  );
}
