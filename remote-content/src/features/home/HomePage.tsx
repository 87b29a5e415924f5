import { useQuery } from '@tanstack/react-query';
import { FragmentSlot, PageLink, routeLocale, useParams, useTranslation } from '@casino/shared';
import { localePath, SECTION_PATHS } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import { bannersQuery, promoQuery } from './api';
import { HomeBanners, HomeBannersPlaceholder } from './HomeBanners';
import { PromoBlocks } from './PromoBlocks';
import styles from './HomePage.module.css';

/** Rows of the home tab on the home page: enough to tempt, few enough that promotions and competitions stay in reach. */
const HOME_GAME_ROWS = 3;

/**
 * / and /{lang}: the banners slider, the welcome, the home tab's games and the jackpots (the games team's fragments),
 * the promo blocks and the ways into tournaments and races.
 */
export function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const banners = useQuery(bannersQuery(locale));
  const promo = useQuery(promoQuery(locale));
  const compete = [
    { to: localePath(locale, SECTION_PATHS.tournamentsList), title: t('home.links.tournaments'), text: t('home.tournamentsText'), id: 'tournaments' },
    { to: localePath(locale, SECTION_PATHS.racesList), title: t('home.races'), text: t('home.racesText'), id: 'races' },
  ];
  return (
    <section className={styles.home} data-testid="home-page">
      {/* The banners, promo blocks and fragments are a bonus: without them the page keeps its welcome and ways in. */}
      {banners.isPending && <HomeBannersPlaceholder />}
      {banners.data && banners.data.items.length > 0 && <HomeBanners banners={banners.data.items} locale={locale} />}
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.lead}>{t('home.lead')}</p>
      <p className={styles.cta}>
        <PageLink className={styles.ctaButton} to={localePath(locale, 'games')}>
          {t('home.links.games')}
        </PageLink>
      </p>
      {/* The games team's pieces: if the games remote is down, the page goes on without them. */}
      <FragmentSlot name="games/home-games" props={{ rows: HOME_GAME_ROWS }} loading={<div className={styles.fragmentPlaceholder} />} />
      <FragmentSlot name="games/jackpots" props={{}} />
      {promo.data && promo.data.items.length > 0 && <PromoBlocks items={promo.data.items} locale={locale} />}
      <section className={styles.section} aria-labelledby="home-compete">
        <h2 id="home-compete" className={styles.sectionTitle}>
          {t('home.compete')}
        </h2>
        <ul className={styles.compete}>
          {compete.map((entry) => (
            <li key={entry.id}>
              <PageLink className={`${styles.entry} ${styles[entry.id]}`} to={entry.to}>
                <span className={styles.entryTitle}>{entry.title}</span>
                <span className={styles.entryText}>{entry.text}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
