import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import type { ServerFormState } from '@casino/contract/form-posts';
import { createQueryClient } from '@casino/shared';
import { testSession } from '@casino/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  apiClient,
  ApiRequestError,
  initI18n,
  registerNamespace,
  serverFormAtom,
  SessionStateContext,
  type SessionActions,
  type SessionState,
} from '@casino/shared';
import { LoginPage } from './LoginPage';

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('account', (lang) => import(`../../locales/${lang}.json`));
  await registerNamespace('shared', (lang) => import(`../../../../shared/src/locales/${lang}.json`));
});

beforeEach(() => {
  // /settings without a site key, no social providers: the form alone.
  apiClient.configure({
    fetch: (async (url: string) => {
      const body = url.endsWith('/settings')
        ? {
            status: 'ok',
            data: { recaptcha: { enabled: false, siteKey: '' }, currencies: [], defaultCurrency: 'EUR' },
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

function session(signIn: SessionActions['signIn']): SessionState {
  return {
    isAuth: false,
    isTermsPopup: false,
    actions: { ...testSession().actions, signIn },
  };
}

function renderLogin(signIn: SessionActions['signIn'], path = '/en/login', served: ServerFormState = {}) {
  // What the server render handed the page (the edge's answer to a form the browser sent itself).
  const store = createStore();
  store.set(serverFormAtom, served);
  return render(
    <Provider store={store}>
    <SessionStateContext.Provider value={session(signIn)}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path=":lang/login" element={<LoginPage />} />
            <Route path=":lang" element={<p>home page</p>} />
            <Route path=":lang/bonuses" element={<p>bonuses page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionStateContext.Provider>
    </Provider>,
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginPage', () => {
  it('validates fields before sending, with translated messages', async () => {
    const signIn = jest.fn();
    renderLogin(signIn);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your login or e-mail.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText(/Login or e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('keeps what was typed and explains a wrong password', async () => {
    const signIn = jest.fn(async () => {
      throw new ApiRequestError(
        401,
        [{ field: 'authorization', code: 'auth.invalid_credentials', message: 'wrong login or password' }],
        '/sign-in',
      );
    });
    renderLogin(signIn);
    type(/Login or e-mail/, 'anna');
    type(/Password/, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong login or password.')).toBeTruthy();
    expect((screen.getByLabelText(/Login or e-mail/) as HTMLInputElement).value).toBe('anna');
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('secret123');
    expect(signIn).toHaveBeenCalledWith({ login: 'anna', password: 'secret123' });
  });

  it('asks for the two-factor code when the API requires it, next to the code field', async () => {
    const signIn = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError(
          403,
          [{ field: 'code', code: 'auth.two_factor_required', message: 'two-factor code required' }],
          '/sign-in',
        ),
      )
      .mockResolvedValueOnce(undefined);
    renderLogin(signIn);
    type(/Login or e-mail/, 'anna');
    type(/Password/, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the confirmation code from your app or SMS.')).toBeTruthy();
    type(/Confirmation code/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(signIn).toHaveBeenLastCalledWith({ login: 'anna', password: 'secret123', code: '123456' }),
    );
  });

  it.each(['auth.two_factor_required', 'auth.two_factor_wrong'])(
    'drawn by the edge after a right password (%s), asks for the code and says the password must be typed again',
    async (code) => {
      const signIn = jest.fn().mockResolvedValue(undefined);
      renderLogin(signIn, '/en/login', { echo: { form: 'sign-in', values: { login: 'anna' }, errors: [{ field: 'code', code }] } });
      const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
      // The edge never sends a password back: the field is empty, and the page says why, read with the field.
      expect(password.value).toBe('');
      const note = screen.getByTestId('password-hint');
      expect(note.textContent).toBe('For your safety the password is not kept between the two steps: type it again with the code.');
      expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
      expect((screen.getByLabelText(/Login or e-mail/) as HTMLInputElement).value).toBe('anna');
      type(/^Password/, 'secret123');
      type(/Confirmation code/, '123456');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(signIn).toHaveBeenCalledWith({ login: 'anna', password: 'secret123', code: '123456' }));
      // Said until the next submit, as the echoed errors are.
      expect(screen.queryByTestId('password-hint')).toBeNull();
    },
  );

  it('says nothing about typing the password again on a plain visit or after a wrong password', () => {
    renderLogin(jest.fn(), '/en/login', { echo: { form: 'sign-in', values: { login: 'anna' }, errors: [{ field: '', code: 'auth.invalid_credentials' }] } });
    expect(screen.queryByTestId('password-hint')).toBeNull();
    expect(screen.queryByLabelText(/Confirmation code/)).toBeNull();
  });

  it('checks the two-factor code with the contract rules, then names a wrong one by its code', async () => {
    const signIn = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError(
          403,
          [{ field: 'code', code: 'auth.two_factor_required', message: 'x' }],
          '/sign-in',
        ),
      )
      .mockRejectedValueOnce(
        new ApiRequestError(
          403,
          [{ field: 'code', code: 'auth.two_factor_wrong', message: 'x' }],
          '/sign-in',
        ),
      );
    renderLogin(signIn);
    type(/Login or e-mail/, 'anna');
    type(/Password/, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText(/Confirmation code/);
    type(/Confirmation code/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code has six digits.')).toBeTruthy();
    expect(signIn).toHaveBeenCalledTimes(1);
    type(/Confirmation code/, '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The confirmation code is wrong.')).toBeTruthy();
    expect((screen.getByLabelText(/Confirmation code/) as HTMLInputElement).value).toBe('654321');
  });

  it('says when the server cannot be reached, keeping the form', async () => {
    renderLogin(
      jest.fn(async () => {
        throw new ApiRequestError(
          0,
          [{ field: '', code: 'network', message: 'Failed to fetch' }],
          '/sign-in',
        );
      }),
    );
    type(/Login or e-mail/, 'anna');
    type(/Password/, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('No connection to the server. Check your internet and try again.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Login or e-mail/) as HTMLInputElement).value).toBe('anna');
  });

  it('goes to the locale home after success, or to a safe redirect target', async () => {
    renderLogin(
      jest.fn(async () => undefined),
      '/en/login?redirect=/en/bonuses',
    );
    type(/Login or e-mail/, 'anna');
    type(/Password/, 'secret123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(await screen.findByText('bonuses page')).toBeTruthy();
  });

  it('never follows a redirect target outside the app', async () => {
    renderLogin(
      jest.fn(async () => undefined),
      '/en/login?redirect=//evil.example/x',
    );
    type(/Login or e-mail/, 'anna');
    type(/Password/, 'secret123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
