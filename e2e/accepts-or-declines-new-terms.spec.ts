import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { edgeUrl } from './support/stack';
import { operatorSwitch } from './support/session';

/** Issue 4, terms: a player whose terms acceptance is required is held on home with the popup until they decide. */
async function playerUnderTerms(page: Page, request: APIRequestContext) {
  const email = `terms-${Date.now()}-${Math.floor(Math.random() * 1e6)}@casino.test`;
  const registered = await request.post('/api/v1/registration', {
    data: { email, password: 'secret123', termsAccepted: true },
  });
  const { data } = (await registered.json()) as { data: { token: string } };
  const flagged = await operatorSwitch('PATCH', `/players/${encodeURIComponent(email)}/flags`, { isTermsRequired: true });
  expect(flagged.status).toBe(200);
  await page.context().addCookies([{ name: 'auth_token', value: data.token, url: edgeUrl }]);
}

test('other pages redirect home, home opens the popup, Escape and outside clicks do not close it, accept unlocks the site', async ({
  page,
  request,
}) => {
  await playerUnderTerms(page, request);
  await page.goto('/en/bonuses');
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  const popup = page.getByTestId('terms-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading')).toHaveText('Our terms have changed');

  await page.keyboard.press('Escape');
  await expect(popup).toBeVisible();
  await page.mouse.click(5, 5); // the backdrop, outside the dialog
  await expect(popup).toBeVisible();

  const accept = popup.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await popup.getByRole('checkbox').check();
  await accept.click();
  await expect(popup).toBeHidden();

  await page.goto('/en/bonuses');
  await expect(page).toHaveURL(`${edgeUrl}/en/bonuses`);
});

test('the terms and privacy pages stay reachable while terms are required', async ({ page, request }) => {
  await playerUnderTerms(page, request);
  await page.goto('/en/display/terms');
  await expect(page).toHaveURL(`${edgeUrl}/en/display/terms`);
  await page.goto('/en/display/privacypolicy');
  await expect(page).toHaveURL(`${edgeUrl}/en/display/privacypolicy`);
});

test('declining shows the authentication error toast and signs out', async ({ page, request }) => {
  await playerUnderTerms(page, request);
  await page.goto('/en');
  const popup = page.getByTestId('terms-popup');
  await popup.getByRole('button', { name: 'Decline and sign out' }).click();
  await expect(
    page.getByText('You have been signed out: playing requires accepting the terms and conditions.'),
  ).toBeVisible();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
});
