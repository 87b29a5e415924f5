import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isLocale, LoadingState, localePath, LOCALES, SECTION_PATHS, switchLocalePath } from '@casino/shared';
import { NotFound } from './NotFound';
import styles from './LocaleRoot.module.css';

/** The language router: /{lang} sets the i18n language; an unknown prefix is Page Not Found. */
export function LocaleRoot() {
  const { lang } = useParams();
  const { t, i18n } = useTranslation('host');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = isLocale(lang) ? lang : null;

  useEffect(() => {
    if (locale && i18n.language !== locale) void i18n.changeLanguage(locale);
    if (locale) document.documentElement.lang = locale;
  }, [i18n, locale]);

  if (!locale) return <NotFound />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={localePath(locale)} className={styles.brand}>
          {t('brand')}
        </Link>
        <nav className={styles.nav}>
          <Link to={localePath(locale, 'games')}>{t('nav.games')}</Link>
          <Link to={localePath(locale, SECTION_PATHS.tournamentsList)}>{t('nav.tournaments')}</Link>
          <Link to={localePath(locale, 'player/balance')}>{t('nav.account')}</Link>
        </nav>
        <select
          className={styles.language}
          value={locale}
          aria-label={t('nav.language')}
          onChange={(event) => {
            if (isLocale(event.target.value)) navigate(switchLocalePath(pathname, event.target.value));
          }}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {code.toUpperCase()}
            </option>
          ))}
        </select>
      </header>
      <main className={styles.main}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
