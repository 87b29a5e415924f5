import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@casino/shared';
import { testSession } from '@casino/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  apiClient,
  initI18n,
  registerNamespace,
  SessionStateContext,
  type SessionState,
} from '@casino/shared';
import { LoginPage } from './LoginPage';

// Its own file: the forms read /settings once per page, and here the settings configure a robot-check site key.
beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('account', (lang) => import(`../../locales/${lang}.json`));
  apiClient.configure({
    fetch: (async (url: string) => {
      const body = url.endsWith('/settings')
        ? {
            status: 'ok',
            data: {
              recaptcha: { enabled: true, siteKey: 'site-key-1' },
              currencies: [],
              defaultCurrency: 'EUR',
            },
          }
        : { status: 'ok', data: { apps: [] } };
      return {
        ok: true,
        status: 200,
        statusText: '',
        text: async () => JSON.stringify(body),
      } as unknown as Response;
    }) as unknown as typeof fetch,
  });
});

it('with a site key, loads the provider script with explicit rendering and does not send the form before the check', async () => {
  const signIn = jest.fn();
  const value: SessionState = {
    isAuth: false,
    isTermsPopup: false,
    actions: { ...testSession().actions, signIn },
  };
  render(
    <SessionStateContext.Provider value={value}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/de/login']}>
          <Routes>
            <Route path=":lang/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionStateContext.Provider>,
  );
  expect(await screen.findByTestId('robot-check')).toBeTruthy();
  const script = document.head.querySelector('script[src*="recaptcha"]') as HTMLScriptElement;
  expect(script.src).toContain('render=explicit');
  expect(script.src).toContain('hl=de');

  fireEvent.change(screen.getByLabelText(/Login or e-mail/), { target: { value: 'anna' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Please confirm that you are not a robot.')).toBeTruthy();
  expect(signIn).not.toHaveBeenCalled();
});
