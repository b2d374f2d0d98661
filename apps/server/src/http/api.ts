import crypto from 'node:crypto';
import path from 'node:path';
import { contactRevealLimitMessage } from '@mohalla/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database, Db } from '../db/client.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createAdsRepository } from '../modules/ads/ads.repository.ts';
import { adsRoutes } from '../modules/ads/ads.routes.ts';
import { createAdsWriteRepository } from '../modules/ads/ads-write.repository.ts';
import { adsWriteRoutes } from '../modules/ads/ads-write.routes.ts';
import { createAdsWriteService } from '../modules/ads/ads-write.service.ts';
import { createConversations } from '../modules/conversations/conversations.module.ts';
import { conversationsRoutes } from '../modules/conversations/conversations.routes.ts';
import { createLiveChannel } from '../modules/conversations/live/live-module.ts';
import { createMessageMails } from '../modules/conversations/mail/message-mails.module.ts';
import { createFavoritesRepository } from '../modules/favorites/favorites.repository.ts';
import { favoritesRoutes } from '../modules/favorites/favorites.routes.ts';
import { createFavoritesService } from '../modules/favorites/favorites.service.ts';
import { createAdImagesRepository } from '../modules/uploads/ad-images.repository.ts';
import { uploadsRoutes } from '../modules/uploads/uploads.routes.ts';
import { createUploadsService } from '../modules/uploads/uploads.service.ts';
import { createDashboardRepository } from '../modules/users/dashboard.repository.ts';
import { dashboardRoutes } from '../modules/users/dashboard.routes.ts';
import { createDashboardService } from '../modules/users/dashboard.service.ts';
import { createAdsService, type AdSource } from '../modules/ads/ads.service.ts';
import { createContactRevealsRepository } from '../modules/ads/contact-reveals.repository.ts';
import { kolkataDay } from '../lib/kolkata-day.ts';
import { createAdsSearchRepository } from '../modules/ads/ads-search.repository.ts';
import { createViewCounter } from '../modules/ads/view-counter.ts';
import { createMemoCache } from '../lib/memo-cache.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createGoogleAuth } from '../modules/auth/google.ts';
import { googleRoutes } from '../modules/auth/google.routes.ts';
import { createPasswordResetsRepository } from '../modules/auth/password-resets.repository.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';
import { createSessionsService } from '../modules/auth/sessions.service.ts';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.ts';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes.ts';
import { createCatalogueService } from '../modules/catalogue/catalogue.service.ts';
import { createContactRepository } from '../modules/contact/contact.repository.ts';
import { contactRoutes } from '../modules/contact/contact.routes.ts';
import { createContactService } from '../modules/contact/contact.service.ts';
import { createGrievancesRepository } from '../modules/legal/grievances.repository.ts';
import { createGrievancesService } from '../modules/legal/grievances.service.ts';
import { legalDetailsFrom } from '../modules/legal/legal-details.ts';
import { legalRoutes } from '../modules/legal/legal.routes.ts';
import { createInboxRepository } from '../modules/inbox/inbox.repository.ts';
import { inboxRoutes } from '../modules/inbox/inbox.routes.ts';
import { createInboxService } from '../modules/inbox/inbox.service.ts';
import { createHealthRepository } from '../modules/health/health.repository.ts';
import { createSiteStatsRepository } from '../modules/site-stats/site-stats.repository.ts';
import { siteStatsRoutes } from '../modules/site-stats/site-stats.routes.ts';
import { createSiteStatsService, SITE_STATS_TTL_MS } from '../modules/site-stats/site-stats.service.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { createOtpRepository } from '../modules/profile/otp.repository.ts';
import { createPhoneVerificationService } from '../modules/profile/phone-verification.service.ts';
import { profileRoutes } from '../modules/profile/profile.routes.ts';
import { createProfileService } from '../modules/profile/profile.service.ts';
import { createPersonalData } from '../modules/profile/personal-data.module.ts';
import { retentionTask } from '../sweeps/retention-task.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { usersRoutes } from '../modules/users/users.routes.ts';
import { createUsersService } from '../modules/users/users.service.ts';
import { createFreePlanRepository } from '../modules/free-plan/free-plan.repository.ts';
import { freePlanRoutes } from '../modules/free-plan/free-plan.routes.ts';
import { createFreePlanService } from '../modules/free-plan/free-plan.service.ts';
import { createModerationRepository } from '../modules/moderation/moderation.repository.ts';
import { moderationRoutes } from '../modules/moderation/moderation.routes.ts';
import { createModerationService } from '../modules/moderation/moderation.service.ts';
import { createRemovedAdsRepository } from '../modules/moderation/removed-ads.repository.ts';
import { removedAdsRoutes } from '../modules/moderation/removed-ads.routes.ts';
import { createRemovedAdsService } from '../modules/moderation/removed-ads.service.ts';
import { createReportMails } from '../modules/moderation/report-mails.ts';
import { createPersonReportsRepository } from '../modules/moderation/person-reports.repository.ts';
import { personReportsRoutes } from '../modules/moderation/person-reports.routes.ts';
import { createPersonReportsService } from '../modules/moderation/person-reports.service.ts';
import { createPaymentsModule } from '../modules/payments/payments.module.ts';
import { createHoldsRepository } from '../modules/safety/holds.repository.ts';
import { createHoldsService } from '../modules/safety/holds.service.ts';
import { createPostingLimit } from '../modules/safety/posting-limit.ts';
import { createSafetyRepository } from '../modules/safety/safety.repository.ts';
import { safetyRoutes } from '../modules/safety/safety.routes.ts';
import { createSafetyService } from '../modules/safety/safety.service.ts';
import { paymentsRoutes } from '../modules/payments/payments.routes.ts';
import { createMailer } from '../notifications/mailer.ts';
import { createOutbox } from '../notifications/outbox.ts';
import { createSmsSender } from '../notifications/sms.ts';
import { expiryRemindersTask, pendingPaymentsTask, refundsTask } from '../sweeps/payment-tasks.ts';
import type { SweepTask } from '../sweeps/sweeper.ts';
import { createChangeSignal } from '../lib/change-signal.ts';
import { createResponseCache } from '../base/response-cache.ts';
import { createVisitorAnswers } from '../modules/ads/visitor-answers.ts';
import { registerSessions } from './session.ts';

/** Ads lists kept at most (each for ADS_CACHE_SECONDS); the benchmark's cache-hit count uses it too. */
export const ADS_LISTS_KEPT = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Periodic work that modules contribute; main.ts runs it with the sweeper (tests run it by hand). */
    sweepTasks: SweepTask[];
  }
}

export type ApiDeps = { env: Env; database: Database; media: MediaStore };

/** The composition root: repositories -> services -> routes, all under /api. */
export async function registerApi(app: FastifyInstance, { env, database, media }: ApiDeps) {
  const { db } = database;
  const urlFor = media.urlFor;
  const secureCookies = env.publicUrl.startsWith('https://');
  const outbox = createOutbox(path.join(env.dataDir, 'outbox'));
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outbox, log: app.log });
  const legal = legalDetailsFrom(env);
  const sms = createSmsSender({ apiUrl: env.SMS_API_URL, apiKey: env.SMS_API_KEY, outbox, log: app.log });

  const adsRepo = createAdsRepository(db);
  const users = createUsersRepository(db);
  const favoritesRepo = createFavoritesRepository(db);
  const adImages = createAdImagesRepository(db);
  const uploads = createUploadsService({ images: adImages, media });
  const sessions = createSessionsService(createSessionsRepository(db), { idleDays: env.SESSION_IDLE_DAYS, maxDays: env.SESSION_MAX_DAYS });
  registerSessions(app, sessions);

  // Without a configured secret, view de-duplication keys last for this process only, which is harmless.
  const viewHashSecret = env.VIEW_HASH_SECRET ?? crypto.randomBytes(32).toString('hex');
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? createGoogleAuth({
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          issuerUrl: env.GOOGLE_ISSUER_URL,
          redirectUri: `${env.publicUrl}/api/auth/google/callback`,
        })
      : null;
  // Ads lists and ad pages are cached for ADS_CACHE_SECONDS and dropped whenever an ad goes live, changes or
  // leaves, or a seller renames themselves (decisions 012 and 013).
  const adsChanged = createChangeSignal();
  const cacheMs = env.ADS_CACHE_SECONDS * 1000;
  const lists = cacheMs > 0 ? createResponseCache({ ttlMs: cacheMs, maxEntries: ADS_LISTS_KEPT }) : null;
  const pages = cacheMs > 0 ? createResponseCache({ ttlMs: cacheMs, maxEntries: 2000 }) : null;
  const adSources = cacheMs > 0 ? createMemoCache<AdSource>({ ttlMs: cacheMs, maxEntries: 5000 }) : null;
  for (const cache of [lists, pages, adSources]) if (cache) adsChanged.subscribe(cache.clear);
  const favorites = createFavoritesService({
    favorites: favoritesRepo,
    ads: adsRepo,
    urlFor,
    savedIds: cacheMs > 0 ? createMemoCache<number[]>({ ttlMs: cacheMs, maxEntries: 10_000 }) : null,
  });
  const contactReveals = createContactRevealsRepository(db);
  const adsService = createAdsService(adsRepo, {
    urlFor,
    viewHashSecret,
    isFavorite: favorites.isFavorite,
    sources: adSources,
    views: createViewCounter({ record: adsRepo.recordViews, log: app.log }),
    searchRepo: createAdsSearchRepository(db),
    revealContact: (viewerId, sellerId) => contactReveals.reveal(viewerId, sellerId, kolkataDay(), env.CONTACT_REVEALS_PER_DAY),
    contactLimitMessage: contactRevealLimitMessage(env.CONTACT_REVEALS_PER_DAY),
    verifiedMinDays: env.VERIFIED_SELLER_MIN_DAYS,
  });
  const visitorAnswers = createVisitorAnswers(adsService, { lists, pages });
  // Held words and duplicate photos are checked in every transaction that makes an ad live (decision 030); the
  // payments module needs the checks and the checks need its order closing, hence the late-bound call.
  const safetyRepo = createSafetyRepository(db);
  const holdsRepo = createHoldsRepository();
  const checkLive = (tx: Db, adId: number) => holds.checkLive(tx, adId);
  const payments = await createPaymentsModule(app, env, db, adsChanged, checkLive);
  const holds = createHoldsService({ holds: holdsRepo, safety: safetyRepo, closeOpenOrders: payments.closeOpenOrdersOfAd });
  const checkPostingLimit = createPostingLimit(holdsRepo, { newAccountDays: env.NEW_ACCOUNT_DAYS, adsPerDay: env.NEW_ACCOUNT_ADS_PER_DAY });
  // Changes reach every server process's open streams through PostgreSQL NOTIFY (decision 024, "Live delivery").
  const live = createLiveChannel(database, app.log);
  const conversations = createConversations({ db, urlFor, live: live.publisher, log: app.log });
  const messageMails = await createMessageMails({ db, mailer, settings: env });
  const moderationRepo = createModerationRepository(db);
  const moderation = createModerationService({
    repo: moderationRepo,
    tellReporters: createReportMails({ repo: moderationRepo, mailer, log: app.log }),
    adsChanged,
    closeOpenOrders: payments.closeOpenOrdersOfAd,
    adChanged: conversations.adLeftMarket,
    endSessions: sessions.destroyAllFor,
    log: app.log,
  });
  app.decorate('isOperator', moderation.isOperator);
  app.decorate('sweepTasks', [
    pendingPaymentsTask(payments.reconciler),
    refundsTask(payments.refunds),
    expiryRemindersTask({ mailer, publicUrl: env.publicUrl }),
    messageMails.task,
    retentionTask(media, { logDir: env.logDir }),
  ]);
  const personalData = createPersonalData({
    db,
    users,
    urlFor,
    adsChanged,
    secureCookies,
    closeOpenOrders: payments.closeOpenOrdersOfAd,
    purgeAdPhotos: uploads.purgeRemovedAd,
    adLeftMarket: conversations.adLeftMarket,
    endSessions: sessions.destroyAllFor,
    log: app.log,
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendApiNotFound);
      healthRoutes(api, createHealthRepository(db));
      catalogueRoutes(api, createCatalogueService(createCatalogueRepository(db), { isFreePlanEnabled: env.freePlan.isEnabled }));
      siteStatsRoutes(
        api,
        // Kept unless caching is off (ADS_CACHE_SECONDS=0: the API tests, which write ads behind the caches' back).
        createSiteStatsService(createSiteStatsRepository(db), {
          minShown: env.SITE_STATS_MIN_SHOWN,
          ttlMs: cacheMs > 0 ? SITE_STATS_TTL_MS : 0,
        }),
      );
      adsRoutes(api, adsService, visitorAnswers);
      adsWriteRoutes(api, {
        service: createAdsWriteService({
          repo: createAdsWriteRepository(db),
          images: adImages,
          uploads,
          adsChanged,
          closeOpenOrders: payments.closeOpenOrdersOfAd,
          leftMarket: conversations.adLeftMarket,
          checkLive,
          checkPostingLimit,
          log: app.log,
        }),
        uploads,
      });
      await uploadsRoutes(api, uploads);
      favoritesRoutes(api, favorites);
      conversationsRoutes(api, conversations);
      live.register(api, conversations);
      messageMails.routes(api);
      moderationRoutes(api, moderation);
      safetyRoutes(api, createSafetyService(safetyRepo));
      removedAdsRoutes(
        api,
        createRemovedAdsService({
          repo: createRemovedAdsRepository(db),
          moderation: moderationRepo,
          refunds: { record: payments.refunds.record, submit: (refund) => payments.refunds.submit(refund) },
        }),
      );
      personReportsRoutes(api, createPersonReportsService(createPersonReportsRepository(db)));
      dashboardRoutes(api, createDashboardService({ dashboard: createDashboardRepository(db), ads: adsRepo, users, urlFor }));
      contactRoutes(api, createContactService(createContactRepository(db), adsRepo));
      legalRoutes(api, {
        legal,
        grievances: createGrievancesService({
          repo: createGrievancesRepository(db),
          adExists: async (adId) => (await adsRepo.findById(adId)) !== undefined,
          mailer,
          legal,
          log: app.log,
        }),
      });
      inboxRoutes(api, createInboxService({ repo: createInboxRepository(db), mailer, legal, audit: createModerationRepository(db).audit }));
      authRoutes(api, {
        auth: createAuthService({ users, resets: createPasswordResetsRepository(db), mailer, publicUrl: env.publicUrl }),
        sessions,
        users,
        secureCookies,
        exemptAddresses: env.RATE_LIMIT_ALLOWLIST,
      });
      googleRoutes(api, { google, sessions, users, publicUrl: env.publicUrl, secureCookies });
      profileRoutes(api, {
        profile: createProfileService(users, adsChanged),
        phone: createPhoneVerificationService({ otp: createOtpRepository(db), users, sms }),
        secureCookies,
      });
      personalData.routes(api);
      usersRoutes(api, createUsersService({ users, ads: adsRepo, urlFor, verifiedMinDays: env.VERIFIED_SELLER_MIN_DAYS }));
      paymentsRoutes(api, payments.routes);
      freePlanRoutes(api, createFreePlanService({ repo: createFreePlanRepository(db), settings: env.freePlan, adsChanged, checkLive }));
    },
    { prefix: '/api' },
  );

  return { ads: adsRepo, adsService, visitorAnswers, adImages, outbox, adsChanged, adsCacheMs: cacheMs, conversations };
}

/** The JSON 404 of an unknown /api path (also used by the SPA's catch-all route, which sees /api paths first). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: `No API endpoint at ${request.method} ${request.url.split('?')[0]}` });
}
