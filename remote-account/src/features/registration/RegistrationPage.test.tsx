import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  apiClient,
  ApiRequestError,
  createQueryClient,
  initI18n,
  type LoaderFunctionArgs,
  queryClientContext,
  registerNamespace,
  RouterContextProvider,
  SessionStateContext,
  type SessionActions,
  type SessionState,
} from '@casino/shared';
import { testSession } from '@casino/shared/testing';
import { routes } from '../../exposes/routes';
import { RegistrationPage } from './RegistrationPage';

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('account', (lang) => import(`../../locales/${lang}.json`));
  await registerNamespace('shared', (lang) => import(`../../../../shared/src/locales/${lang}.json`));
});

let socialApps: { provider: string; clientId: string; authorizeUrl: string }[] = [];
beforeEach(() => {
  socialApps = [];
  // /settings without a site key, no social providers (unless a test offers some): the form alone.
  apiClient.configure({
    fetch: (async (url: string) => {
      const body = url.endsWith('/settings')
        ? {
            status: 'ok',
            data: {
              recaptcha: { enabled: false, siteKey: '' },
              currencies: [
                { code: 'EUR', symbol: '€', decimals: 2 },
                { code: 'USD', symbol: '$', decimals: 2 },
              ],
              defaultCurrency: 'EUR',
            },
          }
        : { status: 'ok', data: { apps: socialApps } };
      return {
        ok: true,
        status: 200,
        statusText: '',
        text: async () => JSON.stringify(body),
      } as unknown as Response;
    }) as unknown as typeof fetch,
  });
});

function session(register: SessionActions['register']): SessionState {
  return {
    isAuth: false,
    isTermsPopup: false,
    actions: { ...testSession().actions, register },
  };
}

function renderRegistration(register: SessionActions['register'], queryClient: QueryClient = createQueryClient()) {
  return render(
    <SessionStateContext.Provider value={session(register)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/en/registration']}>
          <Routes>
            <Route path=":lang/registration" element={<RegistrationPage />} />
            <Route path=":lang" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionStateContext.Provider>,
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillIn = () => {
  type(/^E-mail/, 'anna@example.test');
  type(/^Password/, 'Secret123');
  type(/Nickname/, 'anna');
  fireEvent.click(screen.getByRole('checkbox'));
};

describe('RegistrationPage', () => {
  it('is whole in its first render after its route loader: no field or link appears later and moves what is below', async () => {
    socialApps = [{ provider: 'google', clientId: 'casino', authorizeUrl: 'https://accounts.example/auth' }];
    const queryClient = createQueryClient();
    const registration = routes[0]!.children!.find((route) => route.path === 'registration')!;
    const loader = registration.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
    await loader({
      context: new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
      params: { lang: 'en' },
      request: new Request('http://casino.test/en/registration'),
    } as unknown as LoaderFunctionArgs);

    renderRegistration(jest.fn(), queryClient);
    // Asserted without waiting: present in the very first render.
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('checks the fields with the contract rules before sending, with translated messages', async () => {
    const register = jest.fn();
    renderRegistration(register);
    type(/^Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter your e-mail.')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters with letters and digits.')).toBeTruthy();
    expect(screen.getByTestId('termsAccepted-error').textContent).toBe(
      'Please confirm your age and accept the terms.',
    );
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(register).not.toHaveBeenCalled();
  });

  it('sends the form with the chosen currency and signs in', async () => {
    const register = jest.fn(async () => undefined);
    renderRegistration(register);
    await screen.findByRole('option', { name: /USD/ });
    fillIn();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(register).toHaveBeenCalledWith({
      email: 'anna@example.test',
      password: 'Secret123',
      nickname: 'anna',
      currency: 'USD',
      termsAccepted: true,
      locale: 'en',
    });
  });

  it('shows the API refusals next to their fields by code, keeping what was typed', async () => {
    const register = jest.fn(async () => {
      throw new ApiRequestError(
        409,
        [
          { field: 'login', code: 'conflict.login_taken', message: 'this login is taken' },
          { field: 'nickname', code: 'conflict.nickname_taken', message: 'this nickname is taken' },
        ],
        '/registration',
      );
    });
    renderRegistration(register);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeTruthy();
    expect(screen.getByTestId('nickname-error').textContent).toBe('This nickname is already taken.');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('anna@example.test');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Secret123');
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
