import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { chromiumExecutable, edgeUrl, repoRoot, stackEnv, stateDir } from './support/stack';

const executablePath = chromiumExecutable();

/**
 * Journeys that publish, switch, canary or roll back versions in the stack's release map, and the one that runs three
 * more edges and a PostgreSQL of its own beside the stack (too heavy to share two cores with other journeys).
 */
const RELEASE_MAP_CHANGES = [
  'release-*.spec.ts',
  'gets-a-new-remote-version-without-host-rebuild.spec.ts',
  'canary-survives-forged-reports-and-stops-on-real-failures.spec.ts',
  'three-edges-one-truth.spec.ts',
  'a-remote-needing-a-newer-runtime-is-refused.spec.ts',
  // Its hostile build blocks a render worker until the edge kills it: other journeys' server renders would fall back.
  'publisher-server-build-cannot-reach-secrets.spec.ts',
  'a-remote-ships-a-new-page-alone.spec.ts',
  'a-remote-ships-a-new-fragment-alone.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Per stack, so two runs on different E2E_PORT_BASE values never wipe each other's traces.
  outputDir: path.join(stateDir, 'test-results'),
  timeout: 60_000,
  // CI: two workers, two Chromiums and the whole stack share two cores. Traces of journeys that failed there show the
  // page's main thread starved for 6-8 s (a 250 ms timer firing 2 s late, a click's chunk requested 7 s
  // after it) while every request answered in under a second; the same journeys pass alone in 0.5-2 s. Waits there
  // get 20 s; a page that never shows still fails.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: path.join(stateDir, 'report') }]],
  use: {
    baseURL: edgeUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      // The machine has no outside network: keep Chromium from trying to reach Google's services.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: RELEASE_MAP_CHANGES, use: { ...devices['Desktop Chrome'] } },
    // These change the one release map of the stack (If-Match makes a concurrent change a 412, as it should): one at a
    // time, after the journeys, so none of them sees another's versions.
    {
      name: 'release-map',
      testMatch: RELEASE_MAP_CHANGES,
      workers: 1,
      dependencies: ['journeys'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    // The production stack: built apps, remotes published to a local CDN, the reference API on a fresh database, the edge.
    // --dev-switches: the journeys seed players through the API's operator switches (with the secret, never via the edge).
    command: `node ${path.join(repoRoot, 'scripts', 'stack.mjs')} serve --fresh --dev-switches`,
    url: `${edgeUrl}/build-id`,
    env: stackEnv,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
