// A local OpenID Connect provider that stands in for Google in the browser tests. It uses
// oidc-provider's development interactions: a login form that accepts any login (we use the
// email address as the account id) and a consent screen.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3220);
const issuer = `http://127.0.0.1:${port}`;
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? 'http://127.0.0.1:3210/api/auth/callback/google').split(',');

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'crowdspark-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'crowdspark-e2e-secret',
      redirect_uris: redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  cookies: { keys: ['e2e-only-cookie-key'] },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const email = id.includes('@') ? id.toLowerCase() : `${id.toLowerCase()}@gmail.com`;
    return {
      accountId: id,
      async claims() {
        return { sub: email, email, email_verified: true, name: email.split('@')[0].replace(/[._]/g, ' ') };
      },
    };
  },
});
provider.proxy = false;
// Browsers ask every site for /favicon.ico; answer it so the provider's pages log no 404.
provider.use(async (ctx, next) => {
  if (ctx.path === '/favicon.ico') ctx.status = 204;
  else await next();
});
provider.listen(port, '127.0.0.1', () => {
  console.log(`OpenID provider for tests at ${issuer}`);
});
