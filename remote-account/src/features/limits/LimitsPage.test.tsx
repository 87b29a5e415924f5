import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PlayerLimit, ResponsibleGamingOverview } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { renderRemoteRoute, testSession } from '../../app/test-support';
import { answerApi, CONFIRM_LIMIT, depositDay, LIMIT_HISTORY, noLimit, ok, OVERVIEW, overviewOf, SET_LIMIT, type Reply } from '../../shared/test-api';

/** The Limits page (issue 35) against the API's answers: fetch is the edge of the product, answered by method and path. */

function overviewWith(...set: PlayerLimit[]): ResponsibleGamingOverview {
  return overviewOf({ limits: set, deposits: '40.00', withdrawals: '10.00' });
}
const EFFECTIVE_AT = '2026-11-28T12:00:00.000Z';

const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
/** The date as the page writes it (the shared formatter, en). */
const dateText = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

async function openLimits() {
  await renderRemoteRoute('/en/player/limits', signedIn());
  return screen.findByTestId('limits-page', {}, { timeout: 10_000 });
}
const row = async (kind: string) => screen.findByTestId(`limit-${kind}`, {}, { timeout: 10_000 });
async function typeAndSave(kind: string, text: string) {
  const limit = await row(kind);
  fireEvent.change(within(limit).getByRole('textbox'), { target: { value: text } });
  await act(async () => {
    fireEvent.click(within(limit).getByRole('button', { name: en.limits.save }));
  });
  return limit;
}

jest.setTimeout(30_000);

/** The API's state: GET answers what the last change left, as the real API does. */
function stateful(start: ResponsibleGamingOverview, changes: Partial<Record<typeof SET_LIMIT | typeof CONFIRM_LIMIT, ResponsibleGamingOverview | Reply>>) {
  let current = start;
  const change = (next: ResponsibleGamingOverview | Reply) => () => {
    if ('limits' in next) {
      current = next;
      return ok(next);
    }
    return next;
  };
  return answerApi({
    [OVERVIEW]: () => ok(current),
    [LIMIT_HISTORY]: ok([]),
    ...Object.fromEntries(Object.entries(changes).map(([route, next]) => [route, change(next)])),
  });
}

describe('the Limits page', () => {
  it('shows the usage against each limit, in money or minutes, and the ones not set', async () => {
    answerApi({
      [OVERVIEW]: ok(
        overviewWith(depositDay(), { ...noLimit('session.minutes'), amount: '60', used: '12', remaining: '48' }, { ...noLimit('stake.round'), amount: '2.00' }),
      ),
      [LIMIT_HISTORY]: ok([]),
    });
    await openLimits();
    expect(within(await row('deposit.day')).getByTestId('limit-state').textContent).toBe('Limit: €100.00. Used: €30.00. Left: €70.00.');
    expect(within(await row('session.minutes')).getByTestId('limit-state').textContent).toBe('Limit: 60 min. Used: 12 min. Left: 48 min.');
    expect(within(await row('stake.round')).getByTestId('limit-state').textContent).toBe('Limit: €2.00.');
    expect(within(await row('loss.week')).getByTestId('limit-state').textContent).toBe(en.limits.none);
    expect(within(screen.getByTestId('net-position')).getByText('€30.00')).toBeTruthy();
  });

  it('says the jurisdiction\'s stake cap beside the stake limit (DE)', async () => {
    answerApi({ [OVERVIEW]: ok(overviewOf({ profile: 'de' })), [LIMIT_HISTORY]: ok([]) });
    await openLimits();
    expect(within(await row('stake.round')).getByTestId('limit-profile-cap').textContent).toBe(
      'The rules that apply to your account allow at most €1.00 per round, whatever limit you set.',
    );
    expect(screen.getAllByTestId('limit-profile-cap')).toHaveLength(1);
  });

  it('shows no cap under a profile without one', async () => {
    answerApi({ [OVERVIEW]: ok(overviewWith()), [LIMIT_HISTORY]: ok([]) });
    await openLimits();
    await row('stake.round');
    expect(screen.queryByTestId('limit-profile-cap')).toBeNull();
  });

  it('shows a pending raise with the time it may be confirmed, and no confirm button before it', async () => {
    answerApi({
      [OVERVIEW]: ok(overviewWith(depositDay({ pending: { amount: '200.00', requestedAt: '2026-11-27T12:00:00.000Z', effectiveAt: EFFECTIVE_AT, confirmable: false } }))),
      [LIMIT_HISTORY]: ok([]),
    });
    await openLimits();
    const pending = within(await row('deposit.day')).getByTestId('limit-pending');
    expect(pending.textContent).toBe(`Raise to €200.00 requested. You can confirm it from ${dateText(EFFECTIVE_AT)}.`);
    expect(within(pending).queryByRole('button')).toBeNull();
  });

  it('lowers a limit at once: what the player typed is sent and the new usage is shown', async () => {
    const calls = stateful(overviewWith(depositDay()), { [SET_LIMIT]: overviewWith(depositDay({ amount: '50.00', remaining: '20.00' })) });
    await openLimits();
    const limit = await typeAndSave('deposit.day', '50,5');
    expect(calls.sent(SET_LIMIT)).toEqual([{ kind: 'deposit.day', amount: '50.5' }]);
    expect(await within(limit).findByText(en.limits.saved)).toBeTruthy();
    expect(within(limit).getByTestId('limit-state').textContent).toBe('Limit: €50.00. Used: €30.00. Left: €20.00.');
    expect((within(limit).getByRole('textbox') as HTMLInputElement).value).toBe('');
  });

  it('a raise waits: the page says from when it may be confirmed, and the old limit holds meanwhile', async () => {
    const waiting = depositDay({ pending: { amount: '500.00', requestedAt: '2026-11-27T12:00:00.000Z', effectiveAt: EFFECTIVE_AT, confirmable: false } });
    const calls = stateful(overviewWith(depositDay()), { [SET_LIMIT]: overviewWith(waiting) });
    await openLimits();
    const limit = await typeAndSave('deposit.day', '500');
    expect(calls.sent(SET_LIMIT)).toEqual([{ kind: 'deposit.day', amount: '500' }]);
    expect(await within(limit).findByText(`Saved. A higher limit applies only after you confirm it, from ${dateText(EFFECTIVE_AT)}.`)).toBeTruthy();
    // still the old limit in force, and nothing to confirm yet
    expect(within(limit).getByTestId('limit-state').textContent).toBe('Limit: €100.00. Used: €30.00. Left: €70.00.');
    expect(within(limit).queryByTestId('limit-confirm')).toBeNull();

  });

  it('after the 24 hours the page offers the confirmation, and only the player\'s click applies the raise', async () => {
    const waiting = depositDay({ pending: { amount: '500.00', requestedAt: '2026-11-26T12:00:00.000Z', effectiveAt: EFFECTIVE_AT, confirmable: true } });
    const calls = stateful(overviewWith(waiting), { [CONFIRM_LIMIT]: overviewWith(depositDay({ amount: '500.00', remaining: '470.00' })) });
    await openLimits();
    const limit = await row('deposit.day');
    const confirm = within(limit).getByRole('button', { name: en.limits.confirm });
    expect(calls.sent(CONFIRM_LIMIT)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(calls.sent(CONFIRM_LIMIT)).toEqual([{ kind: 'deposit.day' }]);
    expect(await within(limit).findByText(en.limits.confirmed)).toBeTruthy();
    expect(within(limit).getByTestId('limit-state').textContent).toBe('Limit: €500.00. Used: €30.00. Left: €470.00.');
    expect(within(limit).queryByTestId('limit-pending')).toBeNull();
  });

  it('an API refusal is shown translated, and the form keeps what the player typed', async () => {
    answerApi({
      [OVERVIEW]: ok(overviewWith(depositDay())),
      [LIMIT_HISTORY]: ok([]),
      [SET_LIMIT]: { status: 400, body: { status: 'error', errors: [{ field: 'body.amount', code: 'validation.out_of_range', message: 'too large' }] } },
    });
    await openLimits();
    const limit = await typeAndSave('deposit.day', '99999999');
    expect(await within(limit).findByText(en.form.errors.outOfRange)).toBeTruthy();
    expect(within(limit).queryByText('too large')).toBeNull();
    expect((within(limit).getByRole('textbox') as HTMLInputElement).value).toBe('99999999');
    expect(within(limit).queryByTestId('limit-saved')).toBeNull();
  });

  it('an amount that is not one is explained before anything is sent, in the account currency', async () => {
    const calls = answerApi({ [OVERVIEW]: ok(overviewWith(depositDay())), [LIMIT_HISTORY]: ok([]) });
    await openLimits();
    const limit = await typeAndSave('deposit.day', '12.345');
    expect(within(limit).getByText('Enter a positive amount in EUR, such as 50 or 50.00.')).toBeTruthy();
    expect(calls.sent(SET_LIMIT)).toHaveLength(0);
    expect((within(limit).getByRole('textbox') as HTMLInputElement).value).toBe('12.345');
  });
});
