import { grievanceDeadlines, grievanceNumber, GRIEVANCE_RESOLVE_DAYS, type GrievanceBody, type LegalDetails } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../notifications/mailer.ts';
import type { GrievancesRepository } from './grievances.repository.ts';
import { indiaTime } from './mail-dates.ts';

type Deps = {
  repo: GrievancesRepository;
  /** Whether an ad with this id exists (any status: a complaint may be about an ad already taken down). */
  adExists: (adId: number) => Promise<boolean>;
  mailer: Mailer;
  legal: LegalDetails;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** Complaints to the Grievance Officer (IT Rules 2021): stored for the inbox and acknowledged by mail at once. */
export function createGrievancesService({ repo, adExists, mailer, legal, log }: Deps) {
  return {
    /** Answers the complaint's number and whether the acknowledgement mail went out. */
    async file(body: GrievanceBody, userId: string | undefined): Promise<{ number: string; isAcknowledged: boolean }> {
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
      });
      const number = grievanceNumber(id);
      const { resolveBy } = grievanceDeadlines(createdAt);
      const officer = legal.grievanceOfficer;
      try {
        await mailer.send({
          to: body.email,
          subject: `We received your complaint ${number}`,
          text: `Hello ${body.name},\n\nThis acknowledges your complaint ${number}, received on ${indiaTime(createdAt)}${body.ad !== undefined ? ` about ad ${body.ad}` : ''}.\n\nOur Grievance Officer, ${officer.name} (${officer.email}), will look into it and reply to this address within ${GRIEVANCE_RESOLVE_DAYS} days, by ${indiaTime(resolveBy)}. Quote ${number} if you write to us about it.\n\nYour complaint:\n${quote(body.complaint)}\n\n${legal.operator.legalName}\n${legal.operator.address}\n`,
        });
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
