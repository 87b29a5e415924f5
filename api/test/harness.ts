import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import type { ApiConfig } from '../src/config';
import { createAccount } from '../src/db/wallet';
import { asCurrency, money } from '../src/money/money';
import { nowIso } from '../src/db/database';
import { issueToken } from '../src/auth/tokens';

export interface TestApi {
  app: App;
  /** Base URL of the running server, e.g. http://127.0.0.1:53211 */
  url: string;
  dir: string;
  close: () => Promise<void>;
}

/** The dev secret of every test API; `call` sends it on /_dev/ paths. */
export const TEST_DEV_SECRET = 'test-dev-secret-0123456789abcdef';
export const devSecretHeader = { 'x-dev-secret': TEST_DEV_SECRET };

/** Starts the real server on an ephemeral port over a fresh temporary database (migrated and seeded). */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-api-'));
  const app = await buildApp({ dbFile: path.join(dir, 'test.sqlite'), uploadsDir: path.join(dir, 'uploads'), port: 0, logLevel: 'silent', devSecret: TEST_DEV_SECRET, ...overrides });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    dir,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** JSON over HTTP against the test server; returns the status and the parsed body. */
export async function call(
  api: TestApi,
  method: string,
  pathname: string,
  { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(api.url + pathname, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(pathname.includes('/_dev/') ? devSecretHeader : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* non-JSON bodies (HTML, images) are returned as text */
  }
  return { status: response.status, body: parsed };
}

let playerCounter = 0;
/**
 * Creates a player straight in the database with an open EUR account and returns an access token.
 * For module tests that need "some signed-in player" without going through registration.
 */
export function createPlayerWithToken(
  api: TestApi,
  { balanceCents = 100_00, currency = 'EUR', blocked = false }: { balanceCents?: number; currency?: string; blocked?: boolean } = {},
): { playerId: number; token: string } {
  const { db, config } = api.app;
  const login = `tester${Date.now()}${++playerCounter}`;
  const result = db
    .prepare('INSERT INTO players (login, email, currency, is_blocked, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(login, `${login}@example.test`, currency, blocked ? 1 : 0, nowIso());
  const playerId = Number(result.lastInsertRowid);
  // balanceCents: minor units of `currency` (satoshis for BTC)
  createAccount(db, playerId, asCurrency(currency), true, money(balanceCents, currency));
  return { playerId, token: issueToken(db, config, playerId) };
}

let registrationCounter = 0;
/**
 * Registers a new player through POST /registration (the real path: scrypt hash, account, outbox) and returns its
 * credentials and token. For tests about a player's own journey.
 */
export async function registerAndSignIn(
  api: TestApi,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; email: string; password: string; playerId: number }> {
  const email = `player${Date.now()}${++registrationCounter}@example.test`;
  const password = 'Secret12345';
  const response = await call(api, 'POST', '/api/v1/registration', { body: { email, password, termsAccepted: true, ...extra } });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  const row = api.app.db.prepare('SELECT id FROM players WHERE email = ?').get(email) as { id: number };
  return { token: response.body.data.token as string, email, password, playerId: row.id };
}

export interface Route {
  method: string;
  url: string;
}

/** Reads `app.printRoutes({ commonPrefix: false })`: a tree whose children continue their parent's path. */
export function routesOf(app: App): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = url;
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
  }
  return routes;
}
