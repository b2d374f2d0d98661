/** The product's business constants: images per ad and their size, list lengths, an ad's default run, code lengths and waits. */
export const LIMITS = {
  imagesPerAd: 10,
  maxImageBytes: 52_428_800,
  featuredOnHome: 6,
  dashboardRecentAds: 5,
  publicProfileAds: 20,
  defaultUserAds: 10,
  defaultAdDurationDays: 30,
  phoneDigits: 10,
  otpDigits: 6,
  otpResendSeconds: 60,
  bioMax: 500,
  titleMax: 150,
  descriptionMax: 5000,
  // Long enough for a pasted sentence; only the first words are searched (apps/server ads search).
  searchMax: 500,
  pageSizeDefault: 24,
  pageSizeMax: 100,
  postPaymentRedirectSeconds: 5,
  premiumVisibilityNote: '+25%',
} as const;

export const PRESET_FEATURES = ['Modern Amenities', 'Good Location', 'Well Maintained', 'Parking', 'Security', 'Furnished'] as const;
export const PRESET_AMENITIES = [
  'Near Public Transport',
  'Schools Nearby',
  'Hospitals Close',
  'Shopping Centers',
  'Parks & Gardens',
] as const;
export const CONTACT_SUBJECTS = ['general', 'support', 'billing', 'feature', 'bug', 'partnership'] as const;
