import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  EMPTY_PLAYER,
  i18n,
  initI18n,
  registerNamespace,
  SessionContext,
  type Session,
} from '@casino/shared';
import { TermsPopup } from './TermsPopup';

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});

function session(overrides: Partial<Session> = {}): Session {
  return {
    player: { ...EMPTY_PLAYER, isAuth: true, isTermsRequired: true, isTermsPopup: true },
    isAuth: true,
    isTermsRequired: true,
    isTermsPopup: true,
    signIn: jest.fn(),
    signInExternal: jest.fn(),
    register: jest.fn(),
    signOut: jest.fn(),
    toggleFavorite: jest.fn(),
    acceptTerms: jest.fn(async () => true),
    declineTerms: jest.fn(async () => undefined),
    refreshPlayer: jest.fn(),
    openTermsPopup: jest.fn(),
    ...overrides,
  };
}

const renderPopup = (value: Session) =>
  render(
    <SessionContext.Provider value={value}>
      <TermsPopup locale="en" />
    </SessionContext.Provider>,
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
    expect(value.declineTerms).not.toHaveBeenCalled();
    expect(value.signOut).not.toHaveBeenCalled();
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
    expect(value.acceptTerms).toHaveBeenCalledTimes(1);
  });

  it('declines through the link button', () => {
    const value = session();
    renderPopup(value);
    fireEvent.click(screen.getByRole('button', { name: 'Decline and sign out' }));
    expect(value.declineTerms).toHaveBeenCalledTimes(1);
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
