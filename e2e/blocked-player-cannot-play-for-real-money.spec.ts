import { expect, test } from '@playwright/test';
import { edgeUrl } from './support/stack';
import { operatorSwitch } from './support/session';

/** Issue 4 / SPEC.md section 4: a blocked player opening a real-money game lands on home with playerBlockedByLite. */
test('a blocked player opening a real-money game lands on home with the translated toast', async ({
  page,
  request,
}) => {
  const email = `blocked-${Date.now()}@casino.test`;
  const registered = await request.post('/api/v1/registration', {
    data: { email, password: 'secret123', termsAccepted: true },
  });
  const { data } = (await registered.json()) as { data: { token: string } };
  const flagged = await operatorSwitch('PATCH', `/players/${encodeURIComponent(email)}/flags`, { isBlocked: true });
  expect(flagged.status).toBe(200);
  await page.context().addCookies([{ name: 'auth_token', value: data.token, url: edgeUrl }]);

  await page.goto('/en/game/play/book-of-gold');
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await expect(
    page.getByText('Your account is blocked from real-money play. Please contact support.'),
  ).toBeVisible();
});

/**
 * The notice in the address of a page loaded afresh (a redirect from outside the app, or a server-rendered page) is
 * raised in the page's first effects, before the toast container listens; it must still show.
 */
test('a notice in the address of a freshly loaded page shows as a toast', async ({ page }) => {
  await page.goto('/en?notification=playerBlockedByLite');
  await expect(page.getByText('Your account is blocked from real-money play. Please contact support.')).toBeVisible();
  await expect(page).toHaveURL(`${edgeUrl}/en`);
});
