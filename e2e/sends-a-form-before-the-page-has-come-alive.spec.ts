import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { edgeUrl } from './support/stack';
import { newPlayerDetails, registerPlayer } from './support/session';
import { authenticatorCode, callApi } from './support/account';
import { depositWithTheWelcomeBonus, sendCashierForm, withdrawAnsweringTheQuestion } from './support/cashier';

/**
 * Issue 36 item 1b: the seven forms a player fills on a server-rendered page (sign-in, registration, password reset,
 * deposit, withdrawal, profile, bonus code) are real HTML forms the edge answers (host/server/form-posts.ts). Each is sent with
 * JavaScript off and works; a refused one comes back with what was typed; and each is sent again while the app's code
 * is still held back (mid-hydration), losing nothing.
 */

type Mode = 'javascript off' | 'mid-hydration';

/** A browser context for a player (their session cookie when signed in); JavaScript off, or on. */
async function contextFor(browser: Browser, mode: Mode, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: edgeUrl, javaScriptEnabled: mode !== 'javascript off' });
  if (token) await context.addCookies([{ name: 'auth_token', value: token, url: edgeUrl, sameSite: 'Lax' }]);
  return context;
}

/**
 * Opens a page; mid-hydration, every script but the starter (which keeps early taps) is held until `release`, so the
 * form is typed into and sent while the page is still the server's markup.
 */
async function open(page: Page, mode: Mode, path: string): Promise<() => void> {
  const held: (() => void)[] = [];
  let holding = mode === 'mid-hydration';
  if (holding) {
    await page.route(/\.js(?:\?|$)/, async (route) => {
      if (holding && !/\/start\.[0-9a-f]+\.js$/.test(new URL(route.request().url()).pathname)) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue().catch(() => undefined); // the page may have gone on to the next one
    });
  }
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.locator('html').getAttribute('data-app'), 'the app has not taken the page over').toBeNull();
  return () => {
    holding = false;
    held.splice(0).forEach((resolve) => resolve());
  };
}

for (const mode of ['javascript off', 'mid-hydration'] as const) {
  test.describe(`with ${mode}`, () => {
    test('a player signs in, and a wrong password keeps the login but not the password', async ({ browser }) => {
      const { details } = await registerPlayer();
      const page = await (await contextFor(browser, mode)).newPage();
      let release = await open(page, mode, '/en/login?redirect=/en/player/balance');
      await page.getByLabel('Login or e-mail').fill(details.email);
      await page.getByLabel('Password').fill('Not-the-password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Wrong login or password.')).toBeVisible();
      await expect(page.getByLabel('Login or e-mail')).toHaveValue(details.email);
      await expect(page.getByLabel('Password')).toHaveValue('');
      expect(await page.content()).not.toContain('Not-the-password-1');
      release();

      release = await open(page, mode, '/en/login?redirect=/en/player/balance');
      await page.getByLabel('Login or e-mail').fill(details.email);
      await page.getByLabel('Password').fill(details.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/en\/player\/balance$/);
      release();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'auth_token')?.value).toBeTruthy();
      await page.context().close();
    });

    test('a visitor registers, after an e-mail that is taken', async ({ browser }) => {
      const taken = await registerPlayer();
      const details = newPlayerDetails();
      const page = await (await contextFor(browser, mode)).newPage();
      let release = await open(page, mode, '/en/registration');
      await page.getByLabel('E-mail').fill(taken.details.email);
      await page.getByLabel('Password').fill(details.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByLabel('E-mail')).toHaveValue(taken.details.email);
      await expect(page.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
      release();

      release = await open(page, mode, '/en/registration');
      await page.getByLabel('E-mail').fill(details.email);
      await page.getByLabel('Password').fill(details.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page).toHaveURL(/\/en$/);
      release();
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value).toBeTruthy();
      await page.context().close();
    });

    test('a player asks for a password reset link', async ({ browser }) => {
      const { details } = await registerPlayer();
      const page = await (await contextFor(browser, mode)).newPage();
      const release = await open(page, mode, '/en/login?forgot=1');
      await page.getByTestId('forgot-form').getByLabel('E-mail').fill(details.email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await expect(page.getByTestId('forgot-sent')).toBeVisible();
      release();
      await page.context().close();
    });

    test('a player deposits, after an amount the cashier refuses', async ({ browser }) => {
      const { token } = await registerPlayer();
      const page = await (await contextFor(browser, mode, token)).newPage();
      let release = await open(page, mode, '/en/player/balance');
      const cashier = page.getByTestId('cashier');
      await cashier.getByLabel(/Amount/).fill('1');
      await cashier.getByTestId('cashier-form').getByRole('button', { name: 'Deposit' }).click();
      await expect(page.getByTestId('cashier').getByLabel(/Amount/)).toHaveValue('1');
      await expect(page.getByTestId('cashier').locator('[aria-invalid="true"]')).toBeVisible();
      release();

      release = await open(page, mode, '/en/player/balance');
      await page.getByTestId('cashier').getByLabel(/Amount/).fill('25');
      await page.getByTestId('cashier-form').getByRole('button', { name: 'Deposit' }).click();
      // The app's question, drawn by the server: nothing has moved until it is answered.
      const question = page.getByTestId('cashier-confirm');
      await expect(question).toContainText('Deposit €25.00 with');
      await question.getByRole('button', { name: 'Deposit' }).click();
      await expect(page).toHaveURL(/\/en\/player\/balance$/);
      await expect(page.getByTestId('cashier-result')).toHaveText('€25.00 is on your balance.');
      await expect(page.getByTestId('cashier')).toContainText('Balance: €25.00');
      release();
      await page.context().close();
    });

    test('a player withdraws, after more than the balance', async ({ browser }) => {
      const { token } = await registerPlayer();
      expect((await callApi('POST', '/cashier/deposit', { methodId: 'visa', amount: '50' }, token)).status).toBe(200);
      const page = await (await contextFor(browser, mode, token)).newPage();
      // Without JavaScript the withdrawal tab is a link of the page; mid-hydration the player follows that link (a tab
      // tapped before the app is live is the app's, once it is).
      let release = await open(page, mode, mode === 'javascript off' ? '/en/player/balance' : '/en/player/balance?cashier=withdrawal');
      if (mode === 'javascript off') {
        await page.getByTestId('cashier-withdrawal').click();
        await expect(page).toHaveURL(/\/en\/player\/balance\?cashier=withdrawal$/);
      }
      await expect(page.getByTestId('cashier-withdrawal')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('cashier').getByLabel(/Amount/).fill('80');
      await sendCashierForm(page, 'Withdraw');
      await expect(page.getByTestId('cashier').getByText('There is not enough money on your balance.')).toBeVisible();
      await expect(page.getByTestId('cashier').getByLabel(/Amount/)).toHaveValue('80');
      release();

      release = await open(page, mode, '/en/player/balance?cashier=withdrawal');
      // The app's question, drawn by the server; the result on the page after it comes from the edge's signed,
      // one-time result, not from the address.
      await withdrawAnsweringTheQuestion(page, page.getByTestId('cashier-confirm'), '30');
      await expect(page).toHaveURL(/\/en\/player\/balance\?cashier=withdrawal$/);
      await expect(page.getByTestId('cashier')).toContainText('Balance: €20.00');
      release();
      const { body } = await callApi('GET', '/player/history/payments', undefined, token);
      expect(body.data.items.map((p: { kind: string; status: string; amount: string }) => `${p.kind}:${p.status}:${p.amount}`)).toEqual(['withdrawal:pending:30.00', 'deposit:completed:50.00']);
      await page.context().close();
    });

    test('a player changes their first name in the profile', async ({ browser }) => {
      const { token } = await registerPlayer();
      const page = await (await contextFor(browser, mode, token)).newPage();
      const release = await open(page, mode, '/en/player/profile/view');
      const name = `Ada${Date.now().toString(36)}`;
      await page.getByTestId('profile-details').getByLabel('First name').fill(name);
      await page.getByTestId('profile-details').getByRole('button', { name: 'Save' }).click();
      // The same page, saying "Saved." in the server's markup (scripts still held mid-hydration), as the app does.
      await expect(page).toHaveURL(/\/en\/player\/profile\/view\?saved=1$/);
      await expect(page.getByTestId('profile-details').getByText('Saved.')).toBeVisible();
      release();
      await expect(page.getByTestId('profile-details').getByLabel('First name')).toHaveValue(name);
      await page.context().close();
    });

    test('a player enters a bonus code, after an expired one that stays in the field', async ({ browser }) => {
      const { token } = await registerPlayer();
      const page = await (await contextFor(browser, mode, token)).newPage();
      let release = await open(page, mode, '/en/bonus/code');
      await page.getByLabel('Bonus code').fill('SUMMER2025');
      await page.getByRole('button', { name: 'Redeem the code' }).click();
      await expect(page.getByText('This code has expired: its offer has ended.')).toBeVisible();
      await expect(page.getByLabel('Bonus code')).toHaveValue('SUMMER2025');
      release();

      release = await open(page, mode, '/en/bonus/code');
      await page.getByLabel('Bonus code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Redeem the code' }).click();
      // The same page showing the redeemed bonus, as the app shows it in place, before any script ran.
      await expect(page).toHaveURL(/\/en\/bonus\/code\?redeemed=[\w-]+$/);
      await expect(page.getByTestId('bonus-code-success')).toContainText('added to your bonuses');
      await expect(page.getByRole('button', { name: 'Activate it now' })).toBeVisible();
      release();
      // It was redeemed: the same code again is refused as used.
      release = await open(page, mode, '/en/bonus/code');
      await page.getByLabel('Bonus code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Redeem the code' }).click();
      await expect(page.getByText('You have already used this code.')).toBeVisible();
      release();
      await page.context().close();
    });
  });
}

test('a form another site made the browser send comes back as the page, in its language, with what was typed', async ({ browser }) => {
  // A page of another site whose form posts to this site's sign-in page (the browser sends Sec-Fetch-Site: cross-site).
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Elsewhere</title><form method="post" action="${edgeUrl}/fr/login">
        <input type="hidden" name="_form" value="sign-in"><input name="login" value="lea@casino.test">
        <input name="password" value="Never-Echoed-7"><button>Go</button></form></html>`,
    }),
  );
  await page.goto('http://elsewhere.test/');
  const [answer] = await Promise.all([page.waitForResponse((response) => response.url() === `${edgeUrl}/fr/login`), page.getByRole('button', { name: 'Go' }).click()]);
  expect(answer.status()).toBe(403);
  expect(answer.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('alert').filter({ hasText: 'Ce formulaire a expiré ou provenait d’un autre site' })).toBeVisible();
  await expect(page.getByLabel('Identifiant ou e-mail', { exact: true })).toHaveValue('lea@casino.test');
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
  expect(await page.content()).not.toContain('Never-Echoed-7');
  await context.close();
});

test.describe('with javascript off', () => {
  test('a player with an authenticator signs in with the code, typing the password again as the page asks', async ({ browser }) => {
    const { token, details } = await registerPlayer();
    const { body: generated } = await callApi('POST', '/dashboard/security/google-auth/generate', {}, token);
    const secret = generated.data.secret as string;
    expect((await callApi('POST', '/dashboard/security/google-auth/activate', { code: authenticatorCode(secret) }, token)).status).toBe(200);

    const page = await (await contextFor(browser, 'javascript off')).newPage();
    await open(page, 'javascript off', '/en/login');
    await page.getByLabel('Login or e-mail').fill(details.email);
    await page.getByLabel('Password').fill(details.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The second step: the code asked for; the password is not in the page, and the page says why it is empty.
    await expect(page.getByLabel('Confirmation code')).toBeVisible();
    await expect(page.getByLabel('Login or e-mail')).toHaveValue(details.email);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveValue('');
    await expect(password).toHaveAccessibleDescription('For your safety the password is not kept between the two steps: type it again with the code.');
    expect(await page.content()).not.toContain(details.password);

    await password.fill(details.password);
    await page.getByLabel('Confirmation code').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value).toBeTruthy();
    await page.context().close();
  });

  test('a player deposits with the welcome bonus, answering the cashier\'s question', async ({ browser }) => {
    const { token } = await registerPlayer();
    const page = await (await contextFor(browser, 'javascript off', token)).newPage();
    await open(page, 'javascript off', '/en/player/balance');
    await depositWithTheWelcomeBonus(page, page.getByTestId('cashier-confirm'));
    await expect(page.getByTestId('balance-bonus')).toContainText('€100.00');
    await page.context().close();
  });
});

test('a player\'s form another site made the browser send is answered "sent from another site", and nothing moved', async ({ browser }) => {
  const { token } = await registerPlayer();
  // The player is signed in here; the other site's page posts a bonus code to this site (Sec-Fetch-Site: cross-site,
  // and the SameSite=Lax session cookie stays behind).
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth_token', value: token, url: edgeUrl, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Elsewhere</title><form method="post" action="${edgeUrl}/de/bonus/code">
        <input type="hidden" name="_form" value="bonus-code"><input type="hidden" name="code" value="WELCOME10"><button>Win</button></form></html>`,
    }),
  );
  await page.goto('http://elsewhere.test/');
  const [answer] = await Promise.all([page.waitForResponse((response) => response.url() === `${edgeUrl}/de/bonus/code`), page.getByRole('button', { name: 'Win' }).click()]);
  expect(answer.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Dieses Formular wurde von einer anderen Website gesendet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Die Seite auf unserer Website öffnen' })).toHaveAttribute('href', '/de/bonus/code');
  // Nothing moved: the code is still the player's to redeem.
  const redeemed = await callApi('POST', '/bonus/code?lang=en', { code: 'WELCOME10' }, token);
  expect(redeemed.status).toBe(200);
  await context.close();
});
