import { expect, test } from '@playwright/test';
import { operatorSwitch } from './support/session';
import { edgeUrl } from './support/stack';

/** Issue 4: the login form (validation, the API's answer, input kept), sign-out from the player menu, and external sign-in. */
test('a player signs in with the form and signs out from the player menu', async ({ page, request }) => {
  const email = `login-${Date.now()}@casino.test`;
  expect(
    (
      await request.post('/api/v1/registration', {
        data: { email, password: 'secret123', termsAccepted: true },
      })
    ).ok(),
  ).toBe(true);

  await page.goto('/en/login');
  const submit = page.getByRole('button', { name: 'Sign in' }).last();
  await submit.click();
  await expect(page.getByTestId('login-error')).toHaveText('Enter your login or e-mail.');
  await expect(page.getByTestId('password-error')).toHaveText('Enter your password.');

  await page.getByLabel('Login or e-mail').fill(email);
  await page.getByLabel('Password').fill('wrong-password1');
  await submit.click();
  await expect(page.getByTestId('form-error')).toHaveText('Wrong login or password.');
  await expect(page.getByLabel('Login or e-mail')).toHaveValue(email);

  await page.getByLabel('Password').fill('secret123');
  await submit.click();
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.getByTestId('player-menu-toggle').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  expect((await page.context().cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
});

test('the external-auth landing signs a linked identity in, and explains an unlinked one', async ({
  page,
  request,
}) => {
  // The identity as the provider signs it (the test stack's stand-in provider, an operator switch: outside the product).
  const signed = async (externalId: string) =>
    (await operatorSwitch('POST', '/external-token', { provider: 'google', externalId })).body.data.providerToken as string;
  const providerToken = await signed(`ext-${Date.now()}`);
  expect(
    (await request.post('/api/v1/social/auth', { data: { provider: 'google', providerToken } })).ok(),
  ).toBe(true);

  await page.goto(`/en/auth/external?provider=google&token=${encodeURIComponent(await signed(`not-linked-${Date.now()}`))}`);
  await expect(
    page.getByText('No account is linked to this identity yet. Sign in or register first.'),
  ).toBeVisible();

  await page.goto(`/en/auth/external?provider=google&token=${encodeURIComponent(providerToken)}`);
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('a social callback without a language moves under one and reaches the external sign-in', async ({
  page,
}) => {
  await page.goto('/social/check-yandex?code=abc');
  await expect(page).toHaveURL(/\/[a-z]{2}\/social\/check-yandex\?code=abc$/);
  await expect(page.getByTestId('external-auth-page')).toBeVisible();
});
