import type { ContactMessage, Language } from '@mohalla/shared';
import type { ContactRepository } from './contact.repository.ts';
import type { AdsRepository } from '../ads/ads.repository.ts';

export function createContactService(repo: ContactRepository, ads: AdsRepository) {
  return {
    /**
     * Stores the message with the language it was written in, so an operator's reply goes in it; a reference to an
     * ad that does not exist is dropped rather than failing the message.
     */
    async submit(message: ContactMessage, userId: string | undefined, language: Language): Promise<void> {
      const adId = message.adId && (await ads.findById(message.adId)) ? message.adId : undefined;
      await repo.insert({ ...message, adId, userId, language });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
