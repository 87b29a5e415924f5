import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, displayPagePath, isLocale, localePath, SECTION_PATHS } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import styles from './HomePage.module.css';

/** / and /{lang}: the welcome and the ways into the site (banners, menu and promos arrive with their screens). */
export function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const links = [
    { to: localePath(locale, 'games'), label: t('home.links.games') },
    { to: localePath(locale, SECTION_PATHS.tournamentsList), label: t('home.links.tournaments') },
    { to: displayPagePath(locale, 'aboutus'), label: t('home.links.aboutUs') },
  ];
  return (
    <section className={styles.home} data-testid="home-page">
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.lead}>{t('home.lead')}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
