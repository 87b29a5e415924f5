import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, i18n, initI18n, registerNamespace, type SessionActions } from '@casino/shared';
import { testSession, TestSessionProvider, type TestSession } from '@casino/shared/testing';
import { TermsPopup } from './TermsPopup';

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});

/** A signed-in player under new terms with the popup open; `actions` replaces some of the session's actions. */
function session({ isTermsPopup = true, ...actions }: Partial<SessionActions> & { isTermsPopup?: boolean } = {}): TestSession {
  const value = testSession({ isAuth: true, isTermsRequired: true, isTermsPopup });
  value.actions.acceptTerms.mockImplementation(async () => true);
  value.actions.declineTerms.mockImplementation(async () => undefined);
  Object.assign(value.actions, actions);
  return value;
}

const renderPopup = (value: TestSession) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestSessionProvider session={value}>
        <TermsPopup locale="en" />
      </TestSessionProvider>
    </QueryClientProvider>,
  );

describe('TermsPopup', () => {
  it('shows title, description, the checkbox with links to terms and privacy policy, above everything', async () => {
    renderPopup(session());
    // The first Trans of the page waits for its code (shared/src/i18n/trans.tsx), then the links are there.
    expect(await screen.findByRole('dialog', { name: 'Our terms have changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/en/display/terms',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/en/display/privacypolicy',
    );
    expect(screen.getByTestId('terms-popup-backdrop').style.zIndex).toBe('99992');
  });

  it('keeps accept disabled until the checkbox is ticked', () => {
    renderPopup(session());
    const accept = screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(accept.disabled).toBe(false);
  });

  it('is not closed by Escape or an outside click', () => {
    const value = session();
    renderPopup(value);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByTestId('terms-popup-backdrop'));
    fireEvent.mouseDown(screen.getByTestId('terms-popup-backdrop'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(value.actions.declineTerms).not.toHaveBeenCalled();
    expect(value.actions.signOut).not.toHaveBeenCalled();
  });

  it('shows the loading state while accepting and calls acceptTerms once', async () => {
    let finish!: (ok: boolean) => void;
    const value = session({
      acceptTerms: jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve))),
    });
    renderPopup(value);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const busy = screen.getByRole('button', { name: /Accept/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(false));
    expect(screen.getByRole('button', { name: 'Accept' }).getAttribute('aria-busy')).toBeNull();
    expect(value.actions.acceptTerms).toHaveBeenCalledTimes(1);
  });

  it('declines through the link button', () => {
    const value = session();
    renderPopup(value);
    fireEvent.click(screen.getByRole('button', { name: 'Decline and sign out' }));
    expect(value.actions.declineTerms).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when the popup is not open', () => {
    renderPopup(session({ isTermsPopup: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the page language', async () => {
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    renderPopup(session());
    expect(screen.getByRole('button', { name: 'Akzeptieren' })).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
