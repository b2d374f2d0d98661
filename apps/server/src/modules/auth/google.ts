import * as oidc from 'openid-client';

export type GoogleLoginState = { verifier: string; state: string; nonce: string; returnTo: string };
export type GoogleIdentity = { sub: string; email?: string; emailVerified: boolean; name?: string; picture?: string };

/** Why a Google sign-in failed: the reason the sign-in page is sent (`?error=`) and the message it shows. */
export class GoogleSignInError extends Error {
  constructor(
    readonly reason: 'cancelled' | 'unverified' | 'suspended' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

type Options = { clientId: string; clientSecret: string; issuerUrl: string; redirectUri: string };

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce (openid-client). The issuer is Google in
 * production and a local oidc-provider in tests; discovery happens on first use and is retried after a failure.
 */
export function createGoogleAuth(options: Options) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const config = () => {
    discovered ??= oidc
      .discovery(
        new URL(options.issuerUrl),
        options.clientId,
        options.clientSecret,
        undefined,
        options.issuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  return {
    async start(returnTo: string): Promise<{ url: string; saved: GoogleLoginState }> {
      const verifier = oidc.randomPKCECodeVerifier();
      const saved = { verifier, state: oidc.randomState(), nonce: oidc.randomNonce(), returnTo };
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: saved.state,
        nonce: saved.nonce,
        prompt: 'select_account',
      });
      return { url: url.toString(), saved };
    },

    async finish(callbackUrl: URL, saved: GoogleLoginState): Promise<GoogleIdentity> {
      const error = callbackUrl.searchParams.get('error');
      if (error === 'access_denied') throw new GoogleSignInError('cancelled', 'The popup was closed before completing sign-in.');
      if (error) throw new GoogleSignInError('failed', callbackUrl.searchParams.get('error_description') ?? error);
      const cfg = await config();
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: saved.verifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // Some providers put email only in userinfo; read both, prefer userinfo.
      const info = await oidc.fetchUserInfo(cfg, tokens.access_token, claims.sub);
      const email = (info.email ?? claims.email) as string | undefined;
      const verified = (info.email_verified ?? claims.email_verified) === true;
      return {
        sub: claims.sub,
        email: email?.toLowerCase(),
        emailVerified: verified,
        name: (info.name ?? claims.name) as string | undefined,
        picture: (info.picture ?? claims.picture) as string | undefined,
      };
    },
  };
}

export type GoogleAuth = ReturnType<typeof createGoogleAuth>;
