import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Payment } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';
import { historyFilters, historySection } from './history-api';

const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const payment = (id: number, over: Partial<Payment> = {}): Payment => ({
  id,
  kind: 'withdrawal',
  method: 'Visa payout',
  currency: 'EUR',
  amount: '25.00',
  status: 'pending',
  reason: null,
  cancellable: true,
  cryptoTransaction: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});
const paged = (items: unknown[], page = 1, total = items.length) => ({ status: 'ok', data: { items, page, perPage: 10, total } });

describe('the history address', () => {
  it('reads the section, page and filters, dropping what it does not know', () => {
    expect(historySection(undefined)).toBe('payments');
    expect(historySection('rounds')).toBe('rounds');
    expect(historySection('nope')).toBeNull();
    expect(historyFilters(new URLSearchParams('page=3&kind=deposit&status=weird&mode=demo'))).toEqual({
      page: 3,
      from: undefined,
      to: undefined,
      kind: 'deposit',
      status: undefined,
      mode: 'demo',
      bonusStatus: undefined,
      reason: undefined,
    });
    expect(historyFilters(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('keeps only days that exist, and drops an end before the start (the API would refuse it)', () => {
    expect(historyFilters(new URLSearchParams('from=2026-01-05&to=2026-01-31'))).toMatchObject({ from: '2026-01-05', to: '2026-01-31' });
    expect(historyFilters(new URLSearchParams('from=2026-02-30&to=yesterday'))).toMatchObject({ from: undefined, to: undefined });
    expect(historyFilters(new URLSearchParams('from=2026-03-05&to=2026-03-01'))).toMatchObject({ from: '2026-03-05', to: undefined });
  });
});

/** The payment methods the reference API knows (its cashier's list), read from its source. */
const API_METHOD_CODES = [
  ...fs.readFileSync(path.resolve(__dirname, '../../../../api/src/modules/payments/cashier-methods.ts'), 'utf8').matchAll(/\bid: '([a-z0-9-]+)'/g),
].map((match) => match[1]!);
const LANGUAGES = ['en', 'ca', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr', 'de'];

describe('the payments history in each language', () => {
  it.each(LANGUAGES)('labels every payment method of the API in %s, never showing its code', async (lang) => {
    expect(API_METHOD_CODES.length).toBeGreaterThanOrEqual(8);
    const rows = API_METHOD_CODES.map((method, index) => payment(index + 1, { method, kind: method.endsWith('-payout') ? 'withdrawal' : 'deposit' }));
    mockApi({ '/api/v1/player/history/payments': { body: paged(rows) } });
    await renderRemoteRoute(`/${lang}/player/history/payments`, signedIn());
    const table = await screen.findByTestId('history-table');
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent?.trim());
    expect(cells.filter((text) => text && API_METHOD_CODES.includes(text))).toEqual([]);
    const labels = (JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${lang}.json`), 'utf8')) as typeof en).history.paymentMethod;
    expect(API_METHOD_CODES.filter((code) => !cells.includes(labels[code as keyof typeof labels]))).toEqual([]);
  });
});

describe('the history page', () => {
  it('shows payments first, asks the API with the filter from the address, and pages', async () => {
    const asked: string[] = [];
    mockApi({
      '/api/v1/player/history/payments': (url) => {
        asked.push(url.search);
        return { body: paged([payment(Number(url.searchParams.get('page') ?? 1))], Number(url.searchParams.get('page') ?? 1), 25) };
      },
    });
    await renderRemoteRoute('/en/player/history?kind=withdrawal', signedIn());
    expect(await screen.findByTestId('history-table')).toBeTruthy();
    expect(asked[0]).toContain('kind=withdrawal');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    });
    expect(await screen.findByTestId('payment-status-2')).toBeTruthy();
    expect(asked.at(-1)).toContain('page=2');
    expect(asked.at(-1)).toContain('kind=withdrawal');
  });

  it('filters every section by date: the range goes to the address and to the API, from the first page', async () => {
    const asked: string[] = [];
    const answer = (url: URL) => {
      asked.push(`${url.pathname}${url.search}`);
      return { body: paged([]) };
    };
    mockApi({ '/api/v1/player/history/points': answer, '/api/v1/player/history/round': answer });
    await renderRemoteRoute('/en/player/history/points?page=2', signedIn());
    await screen.findByText(en.history.empty);
    expect(asked.at(-1)).toBe('/api/v1/player/history/points?page=2&perPage=10');
    await act(async () => {
      fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '01/05/2026' } });
    });
    expect(asked.at(-1)).toBe('/api/v1/player/history/points?page=1&perPage=10&from=2026-01-05');
    await act(async () => {
      fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '1/1/2026' } });
    });
    // The player sees why the end is not applied; the request leaves it out.
    expect(await screen.findByText(en.history.filter.toBeforeFrom)).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/v1/player/history/points?page=1&perPage=10&from=2026-01-05');
    await act(async () => {
      fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '01/31/2026' } });
    });
    expect(asked.at(-1)).toBe('/api/v1/player/history/points?page=1&perPage=10&from=2026-01-05&to=2026-01-31');
    expect(screen.queryByText(en.history.filter.toBeforeFrom)).toBeNull();
  });

  it('filters points by reason and bonuses by status, each from the address', async () => {
    const asked: string[] = [];
    const answer = (url: URL) => (asked.push(`${url.pathname}${url.search}`), { body: paged([]) });
    mockApi({ '/api/v1/player/history/points': answer, '/api/v1/player/history/bonus': answer });
    await renderRemoteRoute('/en/player/history/points', signedIn());
    await screen.findByText(en.history.empty);
    await act(async () => {
      fireEvent.change(screen.getByTestId('filter-reason'), { target: { value: 'exchange' } });
    });
    expect(asked.at(-1)).toBe('/api/v1/player/history/points?page=1&perPage=10&reason=exchange');
    await act(async () => {
      fireEvent.click(screen.getByTestId('history-tab-bonus'));
    });
    await screen.findByTestId('filter-bonusStatus');
    await act(async () => {
      fireEvent.change(screen.getByTestId('filter-bonusStatus'), { target: { value: 'active' } });
    });
    expect(asked.at(-1)).toBe('/api/v1/player/history/bonus?page=1&perPage=10&status=active&lang=en');
  });

  it('asks the rounds with the range from the address', async () => {
    const asked: string[] = [];
    mockApi({ '/api/v1/player/history/round': (url) => (asked.push(url.search), { body: paged([]) }) });
    await renderRemoteRoute('/en/player/history/rounds?from=2026-02-01&to=2026-02-28', signedIn());
    await screen.findByText(en.history.empty);
    expect(asked[0]).toContain('from=2026-02-01&to=2026-02-28');
    expect((screen.getByTestId('filter-from') as HTMLInputElement).value).toBe('02/01/2026');
  });

  it('shows and takes the dates in the page language, whatever the browser speaks', async () => {
    const asked: string[] = [];
    mockApi({ '/api/v1/player/history/round': (url) => (asked.push(url.search), { body: paged([]) }) });
    await renderRemoteRoute('/de/player/history/rounds?from=2026-02-01', signedIn());
    await waitFor(() => expect((screen.getByTestId('filter-from') as HTMLInputElement).value).toBe('01.02.2026'));
    expect(screen.getByTestId('filter-from').getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await act(async () => {
      fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '28.02.2026' } });
    });
    await waitFor(() => expect(asked.at(-1)).toContain('from=2026-02-01&to=2026-02-28'));
  });

  it('cancels a pending withdrawal after the player confirms, and says so', async () => {
    let cancelled = false;
    const fetchMock = mockApi({
      '/api/v1/player/history/payments': () => ({ body: paged([payment(5, cancelled ? { status: 'cancelled', cancellable: false } : {})]) }),
      '/api/v1/payment/cancel/5': () => {
        cancelled = true;
        return { body: { status: 'ok', data: payment(5, { status: 'cancelled', cancellable: false }) } };
      },
    });
    await renderRemoteRoute('/en/player/history/payments', signedIn());
    await act(async () => {
      fireEvent.click(await screen.findByTestId('cancel-payment-5'));
    });
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/will be cancelled/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/payment/cancel/'))).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: en.history.payments.cancel }));
    });
    expect((await screen.findByTestId('payment-result')).textContent).toBe(en.history.payments.cancelled);
    expect((await screen.findByTestId('payment-status-5')).textContent).toBe(en.history.status.cancelled);
  });

  it('shows the empty state of a history with no rows', async () => {
    mockApi({ '/api/v1/player/history/points': { body: paged([]) } });
    await renderRemoteRoute('/en/player/history/points', signedIn());
    expect(await screen.findByText(en.history.empty)).toBeTruthy();
  });

  it("opens a bonus row's details", async () => {
    const bonus = {
      uuid: 'b-1',
      campaignId: 3,
      kind: 'deposit',
      title: 'Welcome 100%',
      status: 'active',
      amount: '50.00',
      wagerRequired: '1000.00',
      wagered: '120.00',
      activatedAt: '2026-01-10T10:00:00.000Z',
      finishedAt: null,
      createdAt: '2026-01-09T10:00:00.000Z',
    };
    mockApi({
      '/api/v1/player/history/bonus': { body: paged([bonus]) },
      '/api/v1/bonus-campaign/history-info/b-1': { body: { status: 'ok', data: bonus } },
    });
    await renderRemoteRoute('/en/player/history/bonus', signedIn());
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Welcome 100%' }));
    });
    const details = await screen.findByTestId('bonus-details');
    expect(await within(details).findByText('120.00 / 1,000.00')).toBeTruthy();
  });
});
