// The reference stack's stand-in for Google, Mail.ru, VK and Yandex (issue 34.6): a real OpenID Connect provider
// (the oidc-provider package, certified) with a login page and two test users, so social sign-in completes locally
// through the same code a real provider would use. Never for production: its signing keys are made at start.
//
//   OIDC_PORT (4400)       port; the issuer is http://127.0.0.1:OIDC_PORT
//   OIDC_SITE_URL          the players' address (http://localhost:3000): the clients' callbacks are under it
//   OIDC_CLIENT_SECRET     the secret of the four clients (casino-google, casino-mailru, casino-vkontakte, casino-yandex)
//
// Test users (api/README.md): ada@social.test / Ada12345! and grace@social.test / Grace12345!
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT || 4400);
const issuer = `http://127.0.0.1:${port}`;
const site = (process.env.OIDC_SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
const secret = process.env.OIDC_CLIENT_SECRET || 'casino-reference-oidc-secret';

export const TEST_USERS = {
  'ada@social.test': { password: 'Ada12345!', sub: 'u-7f3a9c2e51', name: 'Ada Lovelace' },
  'grace@social.test': { password: 'Grace12345!', sub: 'u-c41d0b8e77', name: 'Grace Hopper' },
};
const bySub = new Map(Object.entries(TEST_USERS).map(([email, user]) => [user.sub, { email, ...user }]));

const CALLBACKS = { google: '/social/_auth', mailru: '/social/check-mailru', vkontakte: '/social/check-vkontakte', yandex: '/social/check-yandex' };

const provider = new Provider(issuer, {
  clients: Object.entries(CALLBACKS).map(([name, callback]) => ({
    client_id: `casino-${name}`,
    client_secret: secret,
    redirect_uris: [`${site}${callback}`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  })),
  pkce: { required: () => true },
  // As Google does: the scope's claims (email) are in the ID token itself.
  conformIdTokenClaims: false,
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  scopes: ['openid', 'email', 'profile'],
  features: { devInteractions: { enabled: false } },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    const user = bySub.get(sub);
    if (!user) return undefined;
    return { accountId: sub, claims: async () => ({ sub, email: user.email, email_verified: true, name: user.name }) };
  },
  ttl: { AuthorizationCode: 60, IdToken: 300, AccessToken: 300, Interaction: 600, Session: 600, Grant: 600 },
});
provider.proxy = false;

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid, client, error = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Reference identity provider</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f8;color:#1b1d29;display:grid;min-height:100vh;place-items:center}
main{box-sizing:border-box;background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 16px #0002;width:min(360px,calc(100vw - 48px))}
h1{font-size:1.35rem;margin:0 0 4px}p{margin:0 0 16px;color:#4a4f66}label{display:block;font-weight:600;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;border:1px solid #8a8fa8;border-radius:8px;font:inherit}
button{margin-top:20px;width:100%;min-height:44px;border:0;border-radius:8px;background:#1a56db;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f5c342;outline-offset:2px}.error{color:#b42318;font-weight:600}
small{display:block;margin-top:16px;color:#4a4f66}
</style></head><body><main>
<h1>Sign in</h1><p>to continue to <strong>${escape(client)}</strong></p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login" autocomplete="off">
<label for="email">Email</label><input id="email" name="email" type="email" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button></form>
<small>Reference identity provider of the local casino stack (a stand-in for Google, Mail.ru, VK and Yandex).</small>
</main></body></html>`;
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

const callback = provider.callback();
const server = http.createServer(async (req, res) => {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url.split('?')[0]);
  if (!match) return callback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    const client = details.params.client_id;
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(loginPage(details.uid, client));
    }
    const form = await readForm(req);
    const user = TEST_USERS[String(form.get('email') ?? '').trim().toLowerCase()];
    if (!user || user.password !== form.get('password')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(loginPage(details.uid, client, 'Wrong email or password.'));
    }
    const grant = new provider.Grant({ accountId: user.sub, clientId: client });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: user.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  } catch (error) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`This sign-in cannot continue: ${error.message}`);
  }
});

server.listen(port, '127.0.0.1', () => console.log(`[oidc] reference identity provider ${issuer} (clients casino-google, casino-mailru, casino-vkontakte, casino-yandex)`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
