/**
 * The messages of API answers whose schemas live beside them (auth, ads, the Free plan, handles, payments,
 * favourites), kept here without zod so that any page can show or translate them (message-language.ts) without
 * the schemas riding along. Their files re-export them.
 */

/** A handle can be changed once in this many days (an old link to a profile must not pass to someone else quickly). */
export const HANDLE_CHANGE_DAYS = 30;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in.',
  passwordsDiffer: 'Passwords do not match',
  passwordShort: 'Password must be at least 8 characters',
  passwordCommon: 'This password is too common. Please choose another.',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  otpInvalidFormat: 'Please enter a valid 6-digit OTP',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'The OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpWait: 'Please wait before requesting another OTP.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetSent: 'If an account exists for this email, a reset link has been sent.',
  passwordUpdated: 'Your password has been updated. You are now signed in.',
  signInRequired: 'Please sign in to continue',
  googleDisabled: 'Google sign-in is not enabled.',
  foreignOrigin: 'This request did not come from the Mohalla Ads site.',
  noUser: 'No user logged in',
} as const;

export const AD_MESSAGES = {
  required: 'Please fill in all required fields',
  step1: 'Please fill in all required fields',
  step2: 'Please fill in location and price',
  step3: 'Please fill in contact information',
  saved: 'Ad saved successfully! Please select a payment plan to publish.',
  updated: 'Ad updated successfully!',
  saveFailed: 'Failed to save ad. Please try again.',
  deleted: 'Ad deleted successfully',
  deleteFailed: 'Failed to delete ad',
  invalidEditId: 'Invalid ad ID for editing',
  editLoadFailed: 'Failed to load ad for editing',
  tooManyImages: 'Maximum 10 images allowed. Please remove some images first.',
  markedSold: 'Ad marked as sold',
  notActive: 'Only an active ad can be marked as sold',
} as const;

export const FREE_PLAN_MESSAGES = {
  published: 'Ad created and published successfully!',
  disabled: 'The Free plan is not available right now. Please choose a paid plan.',
  notPublishable: 'Only a draft or expired ad can be published.',
  /** POST /api/pay with the Free plan's id (or any plan priced at nothing): free ads never go through the payment path. */
  notPayable: 'The Free plan needs no payment. Choose "Publish for free" instead.',
} as const;

export const HANDLE_MESSAGES = {
  changed: 'Your profile address has been changed.',
  taken: 'That handle is taken. Please choose another.',
  reserved: 'That handle is reserved. Please choose another.',
  tooSoon: (date: string) => `You can change your handle once every ${HANDLE_CHANGE_DAYS} days. You can change it again on ${date}.`,
  notFound: 'User Not Found',
} as const;

/** The payment texts in the spec's exact wording, and the few the server adds; the server sends these as `message`. */
export const PAYMENT_MESSAGES = {
  invalidPlan: 'Invalid Plan - No payment plan selected. Please try again.',
  failed: 'Payment failed. Please try again.',
  failedOrCancelled: 'Payment failed or was cancelled.',
  processFailed: 'Failed to process payment. Please try again.',
  noUrl: 'Payment URL not received from server',
  published: 'Ad created and published successfully!',
  missingUser: 'Missing user information. Please sign in again.',
  headingPublished: 'Ad Published Successfully!',
  headingPaid: 'Payment Successful!',
  notPayable: 'Only a draft or expired ad can be published with a payment.',
  notFound: 'Payment not found',
  amountMismatch: 'The payment amount does not match the order. Please contact support with your transaction details.',
  webhookUnauthorized: 'Unauthorized',
  orderOpen: 'A payment for this ad and plan is already in progress. Please finish it, or try again in a few minutes.',
} as const;

export const FAVORITE_MESSAGES = { added: 'Added to favorites', removed: 'Removed from favorites' } as const;
