import { AUTH_MESSAGES, type PersonalDataExport } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import { variantUrl, type UrlFor } from '../ads/ads.mapper.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { PersonalDataRepository } from './personal-data.repository.ts';
import { isoOrNull } from '../../lib/iso.ts';

/** The largest variant: the person gets their photo at its best. */
const bestPhoto = (variants: Record<string, string>, urlFor: UrlFor) => variantUrl(variants, Number.MAX_SAFE_INTEGER, urlFor);
const rupees = (paise: number) => paise / 100;

/**
 * "Download my data" (DPDP Act 2023, decision 029): the person's profile, ads with their photos, favourites,
 * conversations (both sides' messages, the other person named only), payments with refunds, and reports they filed.
 * No password hash, session, Google subject or other person's contact data is ever read into it.
 */
export function createPersonalDataService(deps: { repo: PersonalDataRepository; users: UsersRepository; urlFor: UrlFor }) {
  const { repo, urlFor } = deps;
  return {
    async exportFor(userId: string, now = new Date()): Promise<PersonalDataExport> {
      const user = await deps.users.findById(userId);
      if (!user || user.deletedAt) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
      const [ads, favourites, talk, payments, reports] = await Promise.all([
        repo.ads(userId),
        repo.favourites(userId),
        repo.conversations(userId),
        repo.payments(userId),
        repo.reportsFiled(userId),
      ]);
      return {
        about: 'Your personal data held by Mohalla Ads (DPDP Act 2023)',
        exportedAt: now.toISOString(),
        profile: {
          id: user.id,
          email: user.email,
          name: user.displayName,
          handle: user.handle,
          phone: user.phone,
          phoneVerified: user.phoneVerifiedAt !== null,
          location: user.locationId,
          bio: user.bio,
          photoUrl: user.photoUrl,
          registeredAt: user.createdAt.toISOString(),
          lastSignInAt: isoOrNull(user.lastLoginAt),
          consentedAt: isoOrNull(user.consentedAt),
          signsInWith: { password: user.passwordHash !== null, google: user.googleSub !== null },
          messageEmails: user.messageEmails,
          marketingEmails: user.marketingEmails,
          language: user.language,
        },
        ads: ads.rows.map(({ ad, plan }) => ({
          id: ad.id,
          title: ad.title,
          description: ad.description,
          category: ad.categoryKey,
          subcategory: ad.subcategory,
          location: ad.locationId,
          price: ad.price,
          priceType: ad.priceType,
          features: ad.features,
          amenities: ad.amenities,
          contactName: ad.contactName,
          contactPhone: ad.contactPhone,
          contactWhatsapp: ad.contactWhatsapp,
          contactEmail: ad.contactEmail,
          status: ad.status,
          plan,
          views: ad.views,
          createdAt: ad.createdAt.toISOString(),
          publishedAt: isoOrNull(ad.publishedAt),
          expiresAt: isoOrNull(ad.expiresAt),
          removedByModerators: ad.hiddenAt ? (ad.hiddenReason ?? '') : null,
          photos: ads.images.filter((image) => image.adId === ad.id).map((image) => bestPhoto(image.variants, urlFor)),
        })),
        favourites: favourites.map((f) => ({ adId: f.adId, title: f.title, savedAt: f.savedAt.toISOString() })),
        conversations: talk.threads.map((thread) => ({
          id: thread.id,
          adId: thread.adId,
          adTitle: thread.adTitle,
          role: thread.buyerId === userId ? ('buyer' as const) : ('seller' as const),
          otherPerson: thread.otherName,
          startedAt: thread.startedAt.toISOString(),
          messages: talk.messages
            .filter(({ message }) => message.conversationId === thread.id)
            .map(({ message, photo }) => ({
              id: Number(message.id),
              from: message.senderId === userId ? 'me' : thread.otherName,
              kind: message.kind,
              text: message.body,
              amount: message.amount,
              offerStatus: message.offerStatus,
              photo: photo ? bestPhoto(photo, urlFor) : null,
              sentAt: message.createdAt.toISOString(),
            })),
        })),
        payments: payments.map(({ payment, plan, refund }) => ({
          orderId: payment.merchantOrderId,
          adId: payment.adId,
          plan,
          amountRupees: rupees(payment.amountPaise),
          state: payment.state,
          transactionId: payment.transactionId,
          createdAt: payment.createdAt.toISOString(),
          refund: refund
            ? {
                amountRupees: rupees(refund.amountPaise),
                state: refund.state,
                reason: refund.reason,
                requestedAt: refund.createdAt.toISOString(),
              }
            : null,
        })),
        reports: reports.map((r) => ({
          id: r.id,
          about: r.about,
          adId: r.adId,
          conversationId: r.conversationId,
          reason: r.reason,
          details: r.details,
          status: r.status,
          filedAt: r.createdAt.toISOString(),
          decidedAt: isoOrNull(r.decidedAt),
        })),
      };
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
