import {
  grievanceDeadlines,
  grievanceNumber,
  GRIEVANCE_RESOLVE_DAYS,
  type GrievanceBody,
  type Language,
  type LegalDetails,
} from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../notifications/mailer.ts';
import type { GrievancesRepository } from './grievances.repository.ts';
import { grievanceReceivedText } from '../../notifications/texts/grievance-received.ts';

type Deps = {
  repo: GrievancesRepository;
  /** Whether an ad with this id exists (any status: a complaint may be about an ad already taken down). */
  adExists: (adId: number) => Promise<boolean>;
  mailer: Mailer;
  legal: LegalDetails;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** Complaints to the Grievance Officer (IT Rules 2021): stored for the inbox and acknowledged by mail at once. */
export function createGrievancesService({ repo, adExists, mailer, legal, log }: Deps) {
  return {
    /**
     * Answers the complaint's number and whether the acknowledgement mail went out. The mail is in `language`,
     * the one the form was sent in (kept with the complaint for the operators' replies): the address may have no
     * account to say otherwise.
     */
    async file(body: GrievanceBody, userId: string | undefined, language: Language): Promise<{ number: string; isAcknowledged: boolean }> {
      const known = body.ad !== undefined && (await adExists(body.ad));
      // An unknown ad number is kept as a note rather than refusing the complaint: the ad may be long gone.
      const note = body.ad !== undefined && !known ? `About ad ${body.ad}, which was not found` : null;
      const { id, createdAt } = await repo.insert({
        name: body.name,
        email: body.email,
        adId: known ? body.ad! : null,
        note,
        complaint: body.complaint,
        userId: userId ?? null,
        language,
      });
      const number = grievanceNumber(id);
      const { resolveBy } = grievanceDeadlines(createdAt);
      const officer = legal.grievanceOfficer;
      try {
        const text = grievanceReceivedText(language, {
          name: body.name,
          number,
          receivedAt: createdAt,
          resolveBy,
          days: GRIEVANCE_RESOLVE_DAYS,
          adId: body.ad,
          officer: { name: officer.name, email: officer.email },
          complaint: body.complaint,
          signature: `${legal.operator.legalName}\n${legal.operator.address}`,
        });
        await mailer.send({ to: body.email, ...text });
      } catch (err) {
        // The complaint is kept: the inbox shows it as not acknowledged, with its deadline, for an operator to answer.
        log.warn({ err, grievance: id }, 'grievance acknowledgement not mailed');
        return { number, isAcknowledged: false };
      }
      await repo.markAcknowledged(id);
      return { number, isAcknowledged: true };
    },
  };
}

export type GrievancesService = ReturnType<typeof createGrievancesService>;
