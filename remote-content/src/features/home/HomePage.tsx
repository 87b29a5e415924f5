import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { displayPagePath, localePath, PageLink, routeLocale, SECTION_PATHS } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { bannersQuery } from './banners-api';
import { BannerStrip, BannerStripPlaceholder } from './BannerStrip';
import styles from './HomePage.module.css';

/** / and /{lang}: the banners (GET /banners-for-slider), the welcome and the ways into the site. */
export function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const banners = useQuery(bannersQuery(locale));
  const links = [
    { to: localePath(locale, 'games'), label: t('home.links.games') },
    { to: localePath(locale, SECTION_PATHS.tournamentsList), label: t('home.links.tournaments') },
    { to: displayPagePath(locale, 'aboutus'), label: t('home.links.aboutUs') },
  ];
  return (
    <section className={styles.home} data-testid="home-page">
      {/* The banners are a bonus: without them (still loading, failed, none) the page keeps its welcome and links. */}
      {banners.isPending && <BannerStripPlaceholder />}
      {banners.data && banners.data.items.length > 0 && (
        <BannerStrip banners={banners.data.items} locale={locale} />
      )}
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.lead}>{t('home.lead')}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <PageLink className={styles.link} to={link.to}>
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
