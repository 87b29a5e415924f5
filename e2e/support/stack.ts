import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the stack under test lives. The Playwright config starts it once per run with `scripts/stack.mjs serve`
 * on ports derived from E2E_PORT_BASE (default 3300): edge = base, CDN = base + 10, API = base + 20, OIDC = base + 30.
 * Its state (database, CDN folders, release map, audit log) is under .var/e2e-<base>/, wiped at every start.
 */
export const repoRoot = path.resolve(__dirname, '..', '..');
export const portBase = Number(process.env.E2E_PORT_BASE || 3300);
export const edgePort = portBase;
export const cdnPort = portBase + 10;
export const apiPort = portBase + 20;
/** The reference OpenID Connect provider (social sign-in), started by the stack. */
export const oidcPort = portBase + 30;
export const oidcUrl = `http://127.0.0.1:${oidcPort}`;
export const edgeUrl = `http://localhost:${edgePort}`;
export const cdnUrl = `http://localhost:${cdnPort}`;
export const apiUrl = `http://127.0.0.1:${apiPort}`;
export const stateDir = path.join(repoRoot, '.var', `e2e-${portBase}`);

/**
 * Environment for scripts/stack.mjs (no API_URL: that would tell the stack to use another API instead of starting its own) and for the release CLI when a test publishes or switches versions. */
/** The container id the test stack configures (API_GTM_ID): the API hands it to the browser, the edge's CSP allows its host. */
export const E2E_TAG_MANAGER_ID = 'GTM-CASINO1';

export const stackEnv: Record<string, string> = {
  EDGE_PORT: String(edgePort),
  CDN_PORT: String(cdnPort),
  API_PORT: String(apiPort),
  OIDC_PORT: String(oidcPort),
  CDN_URL: cdnUrl,
  API_DB: path.join(stateDir, 'api', 'casino.sqlite'),
  CDN_DIR: path.join(stateDir, 'cdn'),
  RELEASE_DIR: path.join(stateDir, 'release'),
  // The stack runs the API's operator switches (`serve --dev-switches`) with the secret it keeps in this file.
  API_DEV_SECRET_FILE: path.join(stateDir, 'dev-secret'),
  // The canary judge on a sample a journey can reach (production default: 50 and 50), every page view measured.
  RELEASE_CANARY_MIN_VISITORS: '10',
  RELEASE_CANARY_MIN_LIVE_VISITORS: '10',
  RELEASE_RUM_SAMPLE_RATE: '1',
  // A tag-manager container id, so the consent journey sees the tags load after consent (the tag-manager host is
  // outside the product: journeys answer it with page.route; without consent nothing is ever asked of it).
  API_GTM_ID: E2E_TAG_MANAGER_ID,
  // Short access tokens are set per test through the API's dev endpoints where needed; keep the default here.
};

/** The browser Playwright drives: its own download when present, else the system Chromium (README: "Tests"). */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { chromium } = require('@playwright/test') as typeof import('@playwright/test');
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    /* fall through to the system browser */
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No Chromium for the browser tests. Install one: `apt-get install -y chromium` (Debian) or `pnpm --filter e2e exec playwright install chromium`, or set CHROME_PATH.',
  );
}
