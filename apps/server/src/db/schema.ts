import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The data model: all of it from the first migration, except what the attack run of issue 17 added (refunds,
 * decision 018), people's handles and the Free plan's record of publications (decision 019).
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Whole-rupee prices are stored as numeric and read as JS numbers. */
const rupees = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12, 0)',
  fromDriver: (v) => Number(v),
  toDriver: (v) => String(v),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    googleSub: text('google_sub').unique(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull(),
    /** The public address of the person's profile (/user/{handle}): made from the name, unique, changeable now and then. */
    handle: text('handle').notNull().unique(),
    handleChangedAt: ts('handle_changed_at'),
    photoUrl: text('photo_url'),
    phone: text('phone'),
    phoneVerifiedAt: ts('phone_verified_at'),
    locationId: text('location_id').references(() => locations.id),
    bio: text('bio'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
    /** Mails about unread messages (issue 19); the link in each one turns them off. */
    messageEmails: boolean('message_emails').notNull().default(true),
    /** 'operator': may use /api/admin; granted and revoked only from the command line (npm run admin:grant, decision 025). */
    role: text('role', { enum: ['member', 'operator'] })
      .notNull()
      .default('member'),
    /** Set by an operator: the person's sessions ended, their ads were hidden, and they cannot sign in until reinstated. */
    suspendedAt: ts('suspended_at'),
    /** When the person accepted the privacy notice at sign-up (DPDP Act 2023); null for accounts made before it. */
    consentedAt: ts('consented_at'),
    /** News and offers by mail: only with the person's consent, withdrawn from the profile at any time. */
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    /** The account was deleted by its owner: the row stays, stripped of personal data, for payments and other people's threads. */
    deletedAt: ts('deleted_at'),
    /** The person's language (issue 21): mails and SMS are written in it, and sign-in carries it to a new phone. */
    language: text('language', { enum: ['en', 'te', 'hi'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_bio_len', sql`char_length(${t.bio}) <= 500`),
    check('users_role', sql`${t.role} IN ('member', 'operator')`),
    check('users_language', sql`${t.language} IN ('en', 'te', 'hi')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const categories = pgTable('categories', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  subcategories: jsonb('subcategories').$type<string[]>().notNull(),
  position: integer('position').notNull().default(0),
});

export const locations = pgTable('locations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
});

export const paymentPlans = pgTable('payment_plans', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  pricePaise: integer('price_paise').notNull(),
  durationDays: integer('duration_days').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  isPremium: boolean('is_premium').notNull().default(false),
  isFeatured: boolean('is_featured').notNull().default(false),
});

export const adStatuses = pgTable('ad_statuses', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  textColor: text('text_color').notNull(),
});

export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryKey: text('category_key')
      .notNull()
      .references(() => categories.key),
    subcategory: text('subcategory'),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    price: rupees('price'),
    priceType: text('price_type', { enum: ['fixed', 'negotiable', 'free', 'month', 'year'] })
      .notNull()
      .default('fixed'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    contactWhatsapp: text('contact_whatsapp'),
    contactEmail: text('contact_email'),
    status: text('status')
      .notNull()
      .default('draft')
      .references(() => adStatuses.key),
    planId: integer('plan_id').references(() => paymentPlans.id),
    isPremium: boolean('is_premium').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    views: integer('views').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    publishedAt: ts('published_at'),
    expiresAt: ts('expires_at'),
    expiryRemindedAt: ts('expiry_reminded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * Hidden by the moderators (decision 025): the ad's status is 'removed', so it leaves every list, search, page and
     * the lexicon like one its owner removed, while its owner still sees it with the reason. hiddenStatus is the
     * status it had, given back when an operator restores it; hiddenBy is 'operator', 'system' (the automatic hold)
     * or 'suspension' (its owner was suspended).
     */
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenStatus: text('hidden_status'),
    hiddenBy: text('hidden_by', { enum: ['operator', 'system', 'suspension', 'keyword'] }),
    /**
     * The words of the title (weight A, and again marked with ^ so title matches have their own index entries and
     * counts) and of the description (weight B), the subcategory and category (weight C, and marked like the title: they
     * say what the ad is), normalised as queries are, plus the category and the place as
     * words of their own (~c..., ~l...): search_lexemes(), migration 0008, decision 023.
     */
    search: tsvector('search').generatedAlwaysAs(sql`search_lexemes(title, description, subcategory, category_key, location_id)`),
  },
  (t) => [
    // Only live ads are ever searched: a partial index holds them alone, so the planner never ANDs it with another
    // live-ads index (reading all 850,000 entries of one to narrow nothing, at a million ads) (migration 0009).
    // Without a pending list (migration 0018): every view counted rewrites an ad's row and its index entries, and a
    // list of unsorted entries that every search reads whole until a vacuum made searches slower by the hour.
    index('ads_search_live_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`status = 'active'`),
    index('ads_owner_idx').on(t.ownerId, t.createdAt),
    // Browse reads only live ads, ordered by rank then recency.
    index('ads_live_rank_idx')
      .on(t.isFeatured.desc(), t.isPremium.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'active'`),
    // The same order inside one category, and inside one place: a search walked in relevance's order with a category
    // or place reads only that category's or place's ads, not every live ad past the ones outside it (decision 023,
    // "walks inside a category or place"). Relevance and the default sort walk this order; the other sorts are rarer.
    index('ads_live_category_rank_idx')
      .on(t.categoryKey, t.isFeatured.desc(), t.isPremium.desc(), t.publishedAt.desc(), t.id.desc(), t.locationId)
      .where(sql`status = 'active'`),
    index('ads_live_location_rank_idx')
      .on(t.locationId, t.isFeatured.desc(), t.isPremium.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'active'`),
    // One index per other sort of the list, in its ORDER BY (ads.repository.ts), so a page is the start of an index walk.
    // The category and place follow the order (here and in the category indexes, the place): a walk inside them
    // tests them in the index and visits the table only for their ads, not for every ad it passes (migration 0020,
    // decision 023, "the filters in the order's index").
    index('ads_live_premium_idx')
      .on(t.isPremium.desc(), t.isFeatured.desc(), t.publishedAt.desc(), t.id.desc(), t.categoryKey, t.locationId)
      .where(sql`status = 'active'`),
    index('ads_live_recent_idx')
      .on(t.publishedAt.desc(), t.id.desc(), t.categoryKey, t.locationId)
      .where(sql`status = 'active'`),
    index('ads_live_price_low_idx')
      .on(t.price.asc(), t.id.desc(), t.categoryKey, t.locationId)
      .where(sql`status = 'active'`),
    index('ads_live_price_high_idx')
      .on(t.price.desc(), t.id.desc(), t.categoryKey, t.locationId)
      .where(sql`status = 'active'`),
    // Prices depend on the category (rents versus phones), so a category sorted by price walks its own range.
    index('ads_live_category_price_low_idx')
      .on(t.categoryKey, t.price.asc(), t.id.desc(), t.locationId)
      .where(sql`status = 'active'`),
    index('ads_live_category_price_high_idx')
      .on(t.categoryKey, t.price.desc(), t.id.desc(), t.locationId)
      .where(sql`status = 'active'`),
    index('ads_live_popular_idx')
      .on(t.views.desc(), t.id.desc(), t.categoryKey, t.locationId)
      .where(sql`status = 'active'`),
    index('ads_live_category_idx')
      .on(t.categoryKey, t.locationId)
      .where(sql`status = 'active'`),
    index('ads_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'active'`),
    // The retention sweep's order (retention.repository.ts): removed ads by when they were taken down, so a day's
    // batch reads the oldest few, not a million rows (migration 0019).
    index('ads_removed_idx')
      .on(sql`COALESCE(hidden_at, updated_at)`)
      .where(sql`status = 'removed'`),
  ],
);

export const adImages = pgTable(
  'ad_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Storage keys of each WebP variant, by width: { "320": "ab/cd.../320.webp", ... }. */
    variants: jsonb('variants').$type<Record<string, string>>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /**
     * Hex SHA-256 of the uploaded bytes and a 64-bit perceptual difference hash of the picture: the same photo from
     * two accounts is flagged (decision 030).
     */
    sha256: text('sha256'),
    dhash: text('dhash'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ad_images_ad_idx').on(t.adId, t.position),
    index('ad_images_sha256_idx').on(t.sha256),
    index('ad_images_dhash_idx').on(t.dhash),
    index('ad_images_orphan_idx')
      .on(t.createdAt)
      .where(sql`ad_id IS NULL`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adId] }), index('favorites_ad_idx').on(t.adId)],
);

export const payments = pgTable(
  'payments',
  {
    merchantOrderId: text('merchant_order_id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => paymentPlans.id),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: ['PENDING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    gatewayOrderId: text('gateway_order_id'),
    transactionId: text('transaction_id'),
    redirectUrl: text('redirect_url'),
    expireAt: ts('expire_at'),
    rawStatus: jsonb('raw_status'),
    /** When the shop stopped offering this order (its ad was removed or sold): never reused or activated, refunded if paid. */
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_ad_idx').on(t.adId, t.planId),
    // One open order per ad and plan: concurrent Pay clicks cannot open a second payable order (decision 018).
    uniqueIndex('payments_open_order_idx')
      .on(t.adId, t.planId)
      .where(sql`state = 'PENDING' AND closed_at IS NULL`),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`state = 'PENDING'`),
  ],
);

/** A payment given back, one per order (full amount), keyed by the merchantRefundId sent to PhonePe so a retry is the same refund. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    merchantRefundId: text('merchant_refund_id').primaryKey(),
    merchantOrderId: text('merchant_order_id')
      .notNull()
      .unique()
      .references(() => payments.merchantOrderId),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** REQUESTED: recorded, not yet accepted by the gateway; then the gateway's PENDING, COMPLETED or FAILED. */
    state: text('state', { enum: ['REQUESTED', 'PENDING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('REQUESTED'),
    gatewayRefundId: text('gateway_refund_id'),
    rawStatus: jsonb('raw_status'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_open_idx')
      .on(t.updatedAt)
      .where(sql`state IN ('REQUESTED', 'PENDING')`),
  ],
);

/**
 * Every publication of an ad on the Free plan (new or renewed), kept when the ad is deleted: the 30-day allowance
 * counts these rows, so deleting and posting again cannot reset it (decision 019).
 */
export const freePublications = pgTable(
  'free_publications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    publishedAt: ts('published_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('free_publications_user_idx').on(t.userId, t.publishedAt)],
);

export const adViews = pgTable(
  'ad_views',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** A user id, or a keyed hash of the visitor's network details: no personal data is kept. */
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.viewerKey, t.day] }), index('ad_views_day_idx').on(t.day)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * 'contact': the contact form; 'grievance': a complaint to the Grievance Officer (IT Rules 2021: acknowledged in
     * 24 hours, resolved in 15 days).
     */
    kind: text('kind', { enum: ['contact', 'grievance'] })
      .notNull()
      .default('contact'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the acknowledgement mail went to the sender. */
    acknowledgedAt: ts('acknowledged_at'),
    /** The operators' inbox: the last reply by mail, and the done marker. */
    repliedAt: ts('replied_at'),
    doneAt: ts('done_at'),
    doneBy: uuid('done_by').references(() => users.id),
    /** The language of the request that sent it (issue 21): the acknowledgement and the operators' replies go in it. */
    language: text('language', { enum: ['en', 'te', 'hi'] })
      .notNull()
      .default('en'),
  },
  (t) => [check('contact_messages_language', sql`${t.language} IN ('en', 'te', 'hi')`)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId, t.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The lexicon of the live ads' words: how many ads hold each word in each category and place ('' = any), and bounds
 * of their prices and latest publication (raised when an ad goes live, never lowered). Kept by the trigger
 * ads_search_words (migration 0008); searches plan from it and correct misspellings against it (decision 023).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').notNull(),
    categoryKey: text('category_key').notNull(),
    locationId: text('location_id').notNull(),
    ads: integer('ads').notNull(),
    maxPrice: rupees('max_price'),
    minPrice: rupees('min_price'),
    lastPublished: ts('last_published'),
  },
  (t) => [primaryKey({ name: 'search_words_pk', columns: [t.word, t.categoryKey, t.locationId] })],
);

/**
 * One conversation per ad and buyer (issue 19, decision 024). Each side has its own pointers: the highest message id
 * its device has (delivered) and has read; the other side's messages above the read pointer are its unread ones.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    buyerReadUpto: bigint('buyer_read_upto', { mode: 'number' }).notNull().default(0),
    sellerReadUpto: bigint('seller_read_upto', { mode: 'number' }).notNull().default(0),
    buyerDeliveredUpto: bigint('buyer_delivered_upto', { mode: 'number' }).notNull().default(0),
    sellerDeliveredUpto: bigint('seller_delivered_upto', { mode: 'number' }).notNull().default(0),
    buyerArchivedAt: ts('buyer_archived_at'),
    sellerArchivedAt: ts('seller_archived_at'),
    /** The last new-message mail to that side (at most one per thread per hour). */
    buyerMailedAt: ts('buyer_mailed_at'),
    sellerMailedAt: ts('seller_mailed_at'),
  },
  (t) => [
    uniqueIndex('conversations_ad_buyer_idx').on(t.adId, t.buyerId),
    // Each side's inbox is a walk of its own index, latest activity first (keyset pages).
    index('conversations_buyer_inbox_idx').on(t.buyerId, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_seller_inbox_idx').on(t.sellerId, t.lastMessageAt.desc(), t.id.desc()),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** The author is a foreign key, never a copied name, so a deleted account can be anonymised in one place. */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    /** Made by the sender's device: the same message sent twice is stored once. */
    clientId: uuid('client_id').notNull(),
    kind: text('kind', { enum: ['text', 'offer', 'image'] }).notNull(),
    body: text('body'),
    amount: bigint('amount', { mode: 'number' }),
    offerStatus: text('offer_status', { enum: ['pending', 'accepted', 'declined'] }),
    imageId: uuid('image_id').references(() => adImages.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // The per-minute sending limit counts a person's recent messages.
    index('messages_sender_time_idx').on(t.senderId, t.createdAt),
    check(
      'messages_kind_content',
      sql`(${t.kind} = 'text' AND ${t.body} IS NOT NULL AND char_length(${t.body}) BETWEEN 1 AND 2000)
        OR (${t.kind} = 'offer' AND ${t.amount} > 0 AND ${t.offerStatus} IN ('pending', 'accepted', 'declined'))
        OR (${t.kind} = 'image' AND ${t.imageId} IS NOT NULL)`,
    ),
  ],
);

/** A person the blocker no longer hears from, in any conversation. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** What people report about an ad, a conversation or a person; the operators' queue reads them (decision 025). */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the site's own flags (a held keyword, the same photo from another account). */
    reporterId: uuid('reporter_id').references(() => users.id),
    about: text('about', { enum: ['conversation', 'person', 'ad'] }).notNull(),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id),
    conversationId: integer('conversation_id').references(() => conversations.id),
    /** The reported ad (about 'ad'); reported_user_id is then its owner. */
    adId: integer('ad_id').references(() => ads.id),
    reason: text('reason').notNull(),
    details: text('details'),
    /** open, then decided by an operator (hidden: 'actioned'; dismissed: 'dismissed'). */
    status: text('status').notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
  },
  (t) => [
    // One open report per person and ad.
    uniqueIndex('reports_open_ad_reporter_idx')
      .on(t.adId, t.reporterId)
      .where(sql`status = 'open' AND ad_id IS NOT NULL`),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
    index('reports_reported_user_idx').on(t.reportedUserId),
    // The retention sweep deletes decided reports oldest first, a batch at a time (migration 0019).
    index('reports_decided_idx')
      .on(sql`COALESCE(decided_at, created_at)`)
      .where(sql`status <> 'open'`),
  ],
);

/** Every operator action and automatic hold: who (null: the site itself), what, on what, when and why. Read-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // By age too: the retention sweep deletes entries past 180 days, a batch at a time (migration 0019).
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_created_idx').on(t.createdAt)],
);

/** Which sellers' numbers a signed-in person saw on which day: at most CONTACT_REVEALS_PER_DAY sellers a day, against scrapers. */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.day, t.sellerId] })],
);

/** Well-lit public places to meet, per locality, kept by the operators and offered in the safety tips. */
export const safePlaces = pgTable(
  'safe_places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    note: text('note'),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('safe_places_location_idx').on(t.locationId, t.position)],
);

/** Words that hold a new ad for an operator's review instead of publishing it (operator-edited). */
export const heldKeywords = pgTable('held_keywords', {
  word: text('word').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id),
});

/** A deleted account's registration data, kept 180 days (IT Rules 2021) and then removed by the sweep. */
export const closedAccounts = pgTable(
  'closed_accounts',
  {
    userId: uuid('user_id').primaryKey(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    phone: text('phone'),
    registeredAt: ts('registered_at').notNull(),
    closedAt: ts('closed_at').notNull().defaultNow(),
  },
  (t) => [index('closed_accounts_closed_idx').on(t.closedAt)],
);

export const schema = {
  users,
  sessions,
  categories,
  locations,
  paymentPlans,
  adStatuses,
  ads,
  adImages,
  favorites,
  payments,
  paymentRefunds,
  freePublications,
  searchWords,
  adViews,
  contactMessages,
  otpCodes,
  passwordResets,
  conversations,
  messages,
  userBlocks,
  reports,
  auditLog,
  contactReveals,
  safePlaces,
  heldKeywords,
  closedAccounts,
};
