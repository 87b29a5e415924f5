import { expect, test } from '@playwright/test';
import { edgeUrl, oidcUrl } from './support/stack';

// Issue 34.6: "Continue with Google" (and the Mail.ru, VK and Yandex callbacks) complete a sign-in through OpenID
// Connect: the stack's reference provider (api/scripts/oidc-provider.mjs) stands in for the real ones, and the API
// runs the same code it would run against them (code + PKCE + state + nonce, ID token checked against the JWKS).

test('a new player signs up with Google at the provider and lands signed in', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  // The provider's own sign-in page, on its own address.
  await expect(page).toHaveURL(new RegExp(`^${oidcUrl}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill('ada@social.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await page.getByLabel('Email').fill('ada@social.test');
  await page.getByLabel('Password').fill('Ada12345!');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the casino: signed in as a new player with the provider's verified address.
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.goto('/en/player/profile/view');
  await expect(page.getByText('ada@social.test').first()).toBeVisible();

  await page.getByTestId('player-menu-toggle').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
});

test('the Yandex callback signs the other test user in and a replayed callback is refused', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Continue with Yandex' }).click();
  await page.getByLabel('Email').fill('grace@social.test');
  await page.getByLabel('Password').fill('Grace12345!');
  const callback = page.waitForRequest((request) => request.url().startsWith(`${edgeUrl}/social/check-yandex?`));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const callbackUrl = (await callback).url();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page).toHaveURL(`${edgeUrl}/en`);

  // The same callback address once more, in a fresh browser: it is not that browser's attempt, and it was used.
  const other = await page.context().browser()!.newContext();
  const replay = await other.newPage();
  await replay.goto(callbackUrl);
  await expect(replay.getByText('This sign-in has expired or was started in another browser. Please start again.')).toBeVisible();
  await expect(replay.getByTestId('header-balance')).toBeHidden();
  await other.close();
});
