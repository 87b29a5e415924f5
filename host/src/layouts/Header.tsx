import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ClientOnly, Link, NavLink, type Player, useFormat, useLocation, usePlayer, useSessionActions, useSignedIn, useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import { pathInLocale } from '../routing/served-routes';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { menuQuery } from './layout-queries';

/** Menu paths come with or without a language; links always carry the page's one. */
export function menuHref(locale: Locale, path: string): string {
  return /^https?:\/\//.test(path) ? path : pathInLocale(path, locale);
}

export function Logo({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  return (
    // The name starts with the words it shows (WCAG 2.5.3), then says where it leads.
    <Link to={localePath(locale)} className="logo" aria-label={`${t('brand')}, ${t('header.home')}`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="0.55" stopColor="#f0b429" />
            <stop offset="1" stopColor="#c98a0e" />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="19" fill="url(#logo-gold)" />
        <circle cx="20" cy="20" r="15" fill="#0b0d1a" />
        <circle cx="20" cy="20" r="15" fill="none" stroke="#f5c342" strokeWidth="1.5" strokeDasharray="3 3.28" />
        <path d="M20 9.5l3 7.2h7.6l-6.1 4.6 2.3 7.6L20 24.3l-6.8 4.6 2.3-7.6-6.1-4.6H17z" fill="url(#logo-gold)" />
      </svg>
      <span className="logo__name">{t('brand')}</span>
    </Link>
  );
}

/**
 * The player menu's pages (SPEC.md section 2, player pages) and the counter each carries (SPEC.md section 3, Player:
 * activeBonusCampaignsCount, feedbackAdvertsCount, hasDocumentsToConfirm, hasRejectedPayments). The counters come from
 * the session's player (GET /player/display-data), which every page that changes one refreshes.
 */
const PLAYER_MENU = [
  { key: 'balancePage', path: 'player/balance', counter: () => 0 },
  { key: 'bonusCampaigns', path: 'player/bonus-campaigns', counter: (p: Player) => p.activeBonusCampaignsCount },
  { key: 'history', path: 'player/history', counter: (p: Player) => (p.hasRejectedPayments ? 1 : 0) },
  { key: 'profile', path: 'player/profile', counter: () => 0 },
  { key: 'verification', path: 'player/verification', counter: (p: Player) => (p.hasDocumentsToConfirm ? 1 : 0) },
  { key: 'feedback', path: 'player/feedback/advertisement', counter: (p: Player) => p.feedbackAdvertsCount },
  { key: 'limits', path: 'player/limits', counter: () => 0 },
  { key: 'selfExclusion', path: 'player/self-exclusion', counter: () => 0 },
] as const;

// layouts.css belongs to the shell; the badge is small enough to carry its look here, in the theme's tokens.
const BADGE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  marginLeft: 'auto',
  padding: '0 0.375rem',
  borderRadius: '999px',
  background: 'var(--c-gold)',
  color: 'var(--c-on-gold)',
  fontSize: '0.75rem',
  fontWeight: 800,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
};
const DOT: CSSProperties = {
  position: 'absolute',
  top: 2,
  right: 2,
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: 'var(--c-red)',
  boxShadow: '0 0 0 2px var(--c-bg)',
};

function PlayerMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  const player = usePlayer();
  const { signOut } = useSessionActions();
  const format = useFormat();
  const name = player.nickname || player.login;
  const counters = PLAYER_MENU.map((item) => ({ ...item, count: item.counter(player) }));
  const waiting = counters.some((item) => item.count > 0);
  // Open on the page where it was opened: moving to another page closes it without an extra render.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((value: boolean) => boolean)) =>
    setOpenOn((current) =>
      (typeof next === 'function' ? next(current === pathname) : next) ? pathname : null,
    );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);
  return (
    <div className="player-menu" ref={ref}>
      <Link
        to={localePath(locale, 'player/balance')}
        className="player-menu__balance"
        data-testid="header-balance"
      >
        <span className="visually-hidden">{t('header.balance')}</span>
        {format.money(player.balance, player.currency)}
      </Link>
      <button
        type="button"
        className="player-menu__toggle"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((v) => !v)}
        data-testid="player-menu-toggle"
        style={{ position: 'relative' }}
      >
        <span className="player-menu__avatar" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        <span className="player-menu__name">{name}</span>
        <span className="visually-hidden">{t('header.playerMenu')}</span>
        {waiting && (
          <span style={DOT} data-testid="player-menu-attention">
            <span className="visually-hidden">{t('header.attention')}</span>
          </span>
        )}
      </button>
      {open && (
        <ul className="player-menu__list" role="menu">
          {counters.map((item) => (
            <li role="none" key={item.key}>
              <Link role="menuitem" to={localePath(locale, item.path)} data-testid={`player-menu-${item.key}`}>
                {t(`header.${item.key}`)}
                {item.count > 0 && (
                  <span style={BADGE} data-testid={`player-menu-badge-${item.key}`}>
                    {/* A yes/no counter (a rejected payment, a document to send) shows "!", a count its number. */}
                    <span aria-hidden="true">{item.key === 'history' || item.key === 'verification' ? '!' : format.number(item.count)}</span>
                    <span className="visually-hidden">{t(`header.badge.${item.key}`, { n: item.count })}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
          <li role="none">
            <button role="menuitem" type="button" onClick={() => void signOut()} data-testid="sign-out">
              {t('header.signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** Logo, the menu from /menu, the language switcher, and sign-in/registration or the player's balance and menu. */
export function Header({ locale, compact = false }: { locale: Locale; compact?: boolean }) {
  const { t } = useTranslation('host');
  const isAuth = useSignedIn();
  const menu = useQuery(menuQuery(locale)).data ?? null;
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (toggle: (open: boolean) => boolean) =>
    setMenuOpenOn((current) => (toggle(current === pathname) ? pathname : null));

  return (
    <header className="header" data-testid="site-header">
      <div className="header__bar">
        {!compact && (
          <button
            type="button"
            className="header__burger"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span className="visually-hidden">{menuOpen ? t('header.closeMenu') : t('header.openMenu')}</span>
            <span aria-hidden="true" className="header__burger-icon" />
          </button>
        )}
        <Logo locale={locale} />
        <div className="header__actions">
          {/* A button that works only with its code: the browser renders it, so a server-rendered page shows no dead one. */}
          {!compact && (
            <ClientOnly fallback={null}>
              <HeaderSearch locale={locale} />
            </ClientOnly>
          )}
          <LanguageSwitcher locale={locale} />
          {isAuth ? (
            <PlayerMenu locale={locale} />
          ) : (
            <>
              <Link
                to={localePath(locale, 'login')}
                className="header__button header__button--ghost"
                data-testid="header-sign-in"
              >
                {t('header.signIn')}
              </Link>
              <Link
                to={localePath(locale, 'registration')}
                className="header__button"
                data-testid="header-registration"
              >
                {t('header.registration')}
              </Link>
            </>
          )}
        </div>
      </div>
      {!compact && (
        <nav
          id="main-menu"
          className={`main-menu${menuOpen ? ' main-menu--open' : ''}`}
          aria-label={t('header.menu')}
        >
          <ul>
            {(menu?.main ?? []).map((item) => (
              <li key={item.id}>
                <NavLink to={menuHref(locale, item.path)} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
