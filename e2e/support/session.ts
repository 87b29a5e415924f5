import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { apiUrl, edgeUrl, stackEnv } from './stack';

/** The seeded demo player (api/README.md "Seeded demo data"). */
export const DEMO_PLAYER = { login: 'demo@casino.test', password: 'Demo12345!' } as const;

let counter = 0;
/** A unique new player's details, valid for POST /api/v1/registration. */
export function newPlayerDetails() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { email: `player-${id}@example.test`, password: 'Secret123!', login: `p_${id}`.slice(0, 32), currency: 'EUR' };
}

async function api<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${edgeUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Registers a new player through the real API (via the edge) and returns the token. */
export async function registerPlayer(details = newPlayerDetails()): Promise<{ token: string; details: typeof details }> {
  const { status, body } = await api('POST', '/registration', { ...details, termsAccepted: true });
  if (status !== 200 || body.status !== 'ok') throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  return { token: body.data.token as string, details };
}

export async function signInByApi(credentials: { login: string; password: string } = DEMO_PLAYER): Promise<string> {
  const { status, body } = await api('POST', '/sign-in', credentials);
  if (status !== 200 || body.status !== 'ok') throw new Error(`sign-in failed: ${status} ${JSON.stringify(body)}`);
  return body.data.token as string;
}

/**
 * Puts a session into the browser exactly where the host keeps it (SPEC.md section 3): the auth_token cookie and
 * localStorage. Call before the first page.goto of the test.
 */
export async function useSessionInBrowser(page: Page, token: string): Promise<void> {
  await page.context().addCookies([{ name: 'auth_token', value: token, url: edgeUrl, sameSite: 'Lax' }]);
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('auth_token')) window.localStorage.setItem('auth_token', value);
  }, token);
}

export { api as callApi };

/**
 * An operator switch (api/README.md, "Operator switches"): straight to the stack's API with its dev secret, which the
 * stack wrote to API_DEV_SECRET_FILE; the edge never proxies /api/v1/_dev.
 */
export async function operatorSwitch(method: 'GET' | 'POST' | 'PATCH', route: string, body?: unknown): Promise<{ status: number; body: any }> {
  const secret = fs.readFileSync(stackEnv.API_DEV_SECRET_FILE!, 'utf8').trim();
  const response = await fetch(`${apiUrl}/api/v1/_dev${route}`, {
    method,
    headers: { 'x-dev-secret': secret, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * Opens a page and waits until the app has taken it over (`<html data-app="ready">`). The edge renders a signed-in
 * player's pages on the server (issue 36), so a form is on screen before its code: a journey about what a form does
 * types once the form is live. What a player types while a form hydrates is kept by the starter's early events
 * (host/src/shell/early-events.ts); forms that work before hydration are issue 36's open item and get their own journey.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appIsLive(page);
}

/**
 * The app has taken the page over (`<html data-app="ready">`; a first load on a busy machine hydrates late) and so has
 * every form on it. A page's forms can stay server markup a moment longer than the rest (a remote's part hydrates when
 * its code arrives), and a submit there goes to the edge by design (host/server/form-posts.ts), not to the app's own
 * checks a journey is about: CI once tapped "Register" on the empty form in that moment.
 */
export async function appIsLive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('#root form button')).every((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
        ),
      { timeout: 30_000, message: 'every form on the page is hydrated' },
    )
    .toBe(true);
}
