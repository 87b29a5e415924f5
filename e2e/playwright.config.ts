import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { chromiumExecutable, edgeUrl, repoRoot, stackEnv, stateDir } from './support/stack';

const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Per stack, so two runs on different E2E_PORT_BASE values never wipe each other's traces.
  outputDir: path.join(stateDir, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production stack: built apps, remotes published to a local CDN, the reference API on a fresh database, the edge.
    command: `node ${path.join(repoRoot, 'scripts', 'stack.mjs')} serve --fresh`,
    url: `${edgeUrl}/build-id`,
    env: stackEnv,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
