/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { registerNamespace } from '@casino/shared';
import { isAuthAtom, isTermsPopupAtom, SessionProvider } from '@casino/shared/session-store';
import { testSession } from '@casino/shared/testing';
import { browserGlobalIn, hideBrowserGlobals, renderRoutesOnServer } from '@casino/shared/testing/server-render';

/**
 * The host's shell and layouts are ready for server rendering (ARCHITECTURE.md "Server rendering"): each module
 * imports under Node, and the shell renders every layout there, terms popup open, without a browser global.
 */
const SHELL_FOLDERS = ['shell', 'layouts'].map((folder) => path.join(__dirname, '..', folder));
// A worker's script (`*.worker.ts`) runs in a worker of its own, never imported by a page nor by the server render.
const shellModules = SHELL_FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|worker)\.tsx?$/.test(file))
    .map((file) => path.join(folder, file)),
);

/** One page path per layout of the route table. */
const PAGE_OF_EACH_LAYOUT = ['', 'games', 'blog', 'player/balance', 'game/real/sample', 'sign-in/external'];

beforeAll(async () => {
  hideBrowserGlobals();
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});

describe('host shell and layouts under Node', () => {
  it.each(shellModules.map((file) => path.relative(path.join(__dirname, '..'), file)))('%s imports', async (file) => {
    await expect(import(path.join(__dirname, '..', file))).resolves.toBeDefined();
  });

  it.each(PAGE_OF_EACH_LAYOUT)('the shell renders /en/%s with the terms popup open', async (pagePath) => {
    const { AppShell } = await import('./AppShell');
    const store = createStore();
    store.set(isAuthAtom, true);
    store.set(isTermsPopupAtom, true);
    const routes = [
      { id: 'shell', loader: () => ({ locale: 'en' }), element: <AppShell />, children: [{ index: true, element: <p>the page</p> }, { path: '*', element: <p>the page</p> }] },
    ];
    const { html, errors } = await renderRoutesOnServer(routes, pagePath, {
      session: testSession(),
      wrap: (node) => (
        <JotaiProvider store={store}>
          <SessionProvider>{node}</SessionProvider>
        </JotaiProvider>
      ),
    });
    expect(errors.map((error) => `${browserGlobalIn(error) ?? 'error'}: ${String(error)}`)).toEqual([]);
    expect(html).toContain('the page');
  });
});
