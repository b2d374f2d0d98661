import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider standing in for Google in the browser tests. Its development login form
 * accepts any login name; the account's email is "<login>@example.com", verified unless the login starts
 * with "unverified".
 */
const port = Number(process.env.OIDC_PORT ?? 3218);
const issuer = `http://127.0.0.1:${port}`;
const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:3217';

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'mohalla-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'mohalla-e2e-secret-0123456789abcdef',
      redirect_uris: [`${appUrl}/api/auth/google/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['mohalla-e2e-oidc-cookie-key'] },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({
      sub: `google-${id}`,
      email: `${id}@example.com`,
      email_verified: !id.startsWith('unverified'),
      name: id.replace(/[-_.]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
    }),
  }),
});

// The app asks Google for prompt=select_account (the account chooser); this provider knows only the standard
// values, so the request is read as prompt=login, which is what the chooser amounts to here.
provider.use(async (ctx, next) => {
  if (ctx.path === '/auth' && ctx.query.prompt === 'select_account') {
    const query = new URLSearchParams(ctx.querystring);
    query.set('prompt', 'login');
    ctx.querystring = query.toString();
  }
  await next();
});

// The dev login page is served over plain http on loopback, which oidc-provider allows only when told.
provider.proxy = false;
provider.listen(port, '127.0.0.1', () => {
  console.log(`oidc-provider listening on ${issuer}`);
});
