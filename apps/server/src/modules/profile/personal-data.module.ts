import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';
import type { UrlFor } from '../ads/ads.mapper.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { createAccountDeletionRepository } from './account-deletion.repository.ts';
import { createAccountDeletionService } from './account-deletion.service.ts';
import { createPersonalDataRepository } from './personal-data.repository.ts';
import { personalDataRoutes } from './personal-data.routes.ts';
import { createPersonalDataService } from './personal-data.service.ts';
import { createProfileService } from './profile.service.ts';

type Deps = {
  db: Db;
  users: UsersRepository;
  urlFor: UrlFor;
  adsChanged: ChangeSignal;
  secureCookies: boolean;
  closeOpenOrders: (tx: Db, adId: number) => Promise<void>;
  purgeAdPhotos: (adId: number) => Promise<void>;
  adLeftMarket: (adId: number) => Promise<void>;
  endSessions: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
};

/** "Your data" in the profile (DPDP Act 2023, decision 029): its services wired, and its routes to register. */
export function createPersonalData(deps: Deps) {
  const data = createPersonalDataService({ repo: createPersonalDataRepository(deps.db), users: deps.users, urlFor: deps.urlFor });
  const deletion = createAccountDeletionService({
    repo: createAccountDeletionRepository(deps.db),
    adsChanged: deps.adsChanged,
    closeOpenOrders: deps.closeOpenOrders,
    purgeAdPhotos: deps.purgeAdPhotos,
    adLeftMarket: deps.adLeftMarket,
    endSessions: deps.endSessions,
    log: deps.log,
  });
  const profile = createProfileService(deps.users, deps.adsChanged);
  return {
    routes: (api: FastifyInstance) => personalDataRoutes(api, { data, deletion, profile, secureCookies: deps.secureCookies }),
  };
}
