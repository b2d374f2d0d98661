import { Lock, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import type { ContactActions } from '../../hooks/use-contact-actions';

/** Seller's phone and WhatsApp for signed-in viewers; a sign-in prompt for visitors (the server sends them nothing). */
type ContactCardProps = {
  contact: ContactActions;
  location: string;
  /** Past the day's limit of sellers' numbers (decision 027): said instead of the numbers. */
  limitMessage?: string | undefined;
};

export function ContactCard({ contact, location, limitMessage }: ContactCardProps) {
  const { t } = useTranslation('ad-detail');
  return (
    <section aria-labelledby="contact-card" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="contact-card" className="text-lg font-semibold text-gray-900">
        {t('contact.title')}
      </h2>
      {limitMessage ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {limitMessage}
        </p>
      ) : contact.isSignedIn ? (
        <ul className="mt-3 flex flex-col gap-3">
          <Row icon={<Phone className="size-5" />} label={t('contact.phone')}>
            {contact.phone && contact.phoneHref ? (
              <a href={contact.phoneHref} className="font-semibold text-brand-800 hover:underline">{`+91 ${contact.phone}`}</a>
            ) : (
              <span className="text-gray-600">{t('contact.notAvailable')}</span>
            )}
          </Row>
          <Row icon={<MessageCircle className="size-5" />} label={t('contact.whatsapp')}>
            {contact.whatsapp && contact.whatsappHref ? (
              <a
                href={contact.whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-green-800 hover:underline"
              >{`+91 ${contact.whatsapp}`}</a>
            ) : (
              <span className="text-gray-600">{t('contact.notAvailable')}</span>
            )}
          </Row>
          <Row icon={<MapPin className="size-5" />} label={t('contact.location')}>
            <span className="text-gray-900">{t('detail.locationCity', { location })}</span>
          </Row>
        </ul>
      ) : (
        <div className="mt-3 flex flex-col items-center gap-3 rounded-lg bg-gray-50 p-4 text-center">
          <Lock aria-hidden="true" className="size-8 text-gray-500" />
          <p className="font-semibold text-gray-900">{t('contact.signInToView')}</p>
          <p className="text-sm text-gray-700">{t('contact.signInToAccess')}</p>
          <ButtonLink to={contact.signInHref} className="w-full">
            {t('contact.showDetails')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="mt-0.5 text-gray-500">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-gray-600">{label}</span>
        {children}
      </span>
    </li>
  );
}
