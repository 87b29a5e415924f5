import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, i18n, I18nProvider, initI18n } from '@casino/shared';
import type { ChatConfig } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import en from '../../locales/en.json';
import { mockApi } from '../../app/test-support';
import { Fragment } from '../../exposes/fragments/chat';

const config = (online: boolean): ChatConfig => ({
  enabled: true,
  online,
  opensAt: '08:00',
  closesAt: '23:00',
  timeZone: 'UTC',
  languages: ['en'],
  greeting: 'Hello! How can we help you today?',
  offlineMessage: 'Our operators are offline right now.',
  channels: [
    { type: 'email', label: 'support@casino.test', href: 'mailto:support@casino.test' },
    { type: 'telegram', label: 'Telegram', href: 'https://t.me/casino' },
  ],
});
const ok = (data: unknown) => ({ body: { status: 'ok', data } });

/** The fragment as a host page has it: i18n and a query cache, outside any route. */
async function renderFragment() {
  await initI18n('en');
  await i18n.loadNamespaces(NAMESPACE);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  await act(async () => void render(<Fragment />, { wrapper }));
}

describe('the live-chat fragment (the contents of the dialog the host opens)', () => {
  it('greets the player with the ways to reach an operator', async () => {
    const fetchMock = mockApi({ '/api/v1/chat': ok(config(true)) });
    await renderFragment();
    const panel = await screen.findByTestId('chat-config');
    expect(within(panel).getByText('Hello! How can we help you today?')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/casino');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the offline message and the channels when operators are away', async () => {
    mockApi({ '/api/v1/chat': ok(config(false)) });
    await renderFragment();
    expect(await screen.findByText('Our operators are offline right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@casino.test' }).getAttribute('href')).toBe('mailto:support@casino.test');
  });

  it('gives the support address when the chat cannot be reached', async () => {
    mockApi({
      '/api/v1/chat': { status: 404, body: { status: 'error', errors: [{ field: null, message: 'off', code: 'not_found' }] } },
      '/api/v1/settings': ok({ support: { email: 'help@casino.test', phone: '+1 555 0100', opensAt: '08:00', closesAt: '23:00', timeZone: 'UTC' } }),
    });
    await renderFragment();
    expect(await screen.findByText(en.chat.unavailable)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'help@casino.test' })).getAttribute('href')).toBe('mailto:help@casino.test');
  });
});
