import {
  ForgotPasswordSchema,
  GoogleCallbackQuerySchema,
  GoogleStartQuerySchema,
  LoginSchema,
  ProfileResponseSchema,
  ProvidersResponseSchema,
  ResetPasswordSchema,
  SignupSchema,
} from '../auth.ts';
import { OkMessageSchema } from '../envelope.ts';
import { defineContracts } from './contract.ts';

export const authContracts = defineContracts({
  /** Creates the account and signs it in (session cookie); 409 when the email has an account. */
  'POST /auth/signup': { access: 'public', body: SignupSchema, response: ProfileResponseSchema },
  /** 401 "Invalid email or password" for any wrong pair. */
  'POST /auth/login': { access: 'public', body: LoginSchema, response: ProfileResponseSchema },
  /** Ends this session, if there is one. */
  'POST /auth/logout': { access: 'public', response: OkMessageSchema },
  'GET /auth/me': { access: 'session', response: ProfileResponseSchema },
  /** The same answer whether or not the email has an account. */
  'POST /auth/forgot-password': { access: 'public', body: ForgotPasswordSchema, response: OkMessageSchema },
  /** Sets the password, ends every other session and signs this one in. */
  'POST /auth/reset-password': { access: 'public', body: ResetPasswordSchema, response: ProfileResponseSchema },
  /** Whether Google sign-in is configured on this server. */
  'GET /auth/providers': { access: 'public', response: ProvidersResponseSchema },
  /** Redirects to the identity provider; 404 "Google sign-in is not enabled." without one. */
  'GET /auth/google': { access: 'public', query: GoogleStartQuerySchema, isRedirect: true, response: OkMessageSchema },
  /** Finishes the sign-in and redirects to the saved return path (or to /login with the reason). */
  'GET /auth/google/callback': { access: 'public', query: GoogleCallbackQuerySchema, isRedirect: true, response: OkMessageSchema },
});
