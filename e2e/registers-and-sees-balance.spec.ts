import { expect, test } from '@playwright/test';
import { openLive } from './support/session';

/** Issue 4: a visitor registers on the account remote's form and lands on home, signed in, with the balance in the header. */
test('a visitor registers and sees the balance in the header', async ({ page }) => {
  const email = `reg-${Date.now()}-${Math.floor(Math.random() * 1e6)}@casino.test`;
  // The app's own checks (nothing typed, nothing sent) and its session in localStorage: the page is live first (sent
  // before that, the edge answers the form instead: sends-a-form-before-the-page-has-come-alive).
  await openLive(page, '/en/registration');
  await expect(page.getByTestId('header-sign-in')).toHaveText('Sign in');

  // Field-level validation first: nothing typed, nothing sent.
  await page.getByRole('button', { name: 'Register' }).last().click();
  await expect(page.getByTestId('email-error')).toHaveText('Enter your e-mail.');
  await expect(page.getByTestId('termsAccepted-error')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).last().click();

  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  await expect(page.getByTestId('header-sign-in')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'auth_token')?.value).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
});

test('a registration the API refuses keeps what was typed and names the field', async ({ page, request }) => {
  const email = `dup-${Date.now()}@casino.test`;
  const first = await request.post('/api/v1/registration', {
    data: { email, password: 'secret123', termsAccepted: true },
  });
  expect(first.ok()).toBe(true);
  await page.goto('/en/registration');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).last().click();
  await expect(page.getByTestId('email-error')).toHaveText('An account with this e-mail already exists.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page).toHaveURL(/\/en\/registration$/);
});
