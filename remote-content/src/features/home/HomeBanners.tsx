import { BannerCarousel, type BannerSlideState } from '@casino/shared/ui/carousel';
import { PageLink, useTranslation } from '@casino/shared';
import { type Locale, localePath } from '@casino/contract';
import type { Banner } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ARTWORK } from '../../shared/artwork';
import styles from './HomePage.module.css';

/**
 * The banners slider. The first banner's image is the largest thing on a phone's first screen: it loads at once, at
 * high priority, in a box of its final size. Another banner's image loads once the slider is live and that banner is
 * shown or next (`near`); until then its box keeps the banner's size and colour. A server-rendered page whose four
 * other banners loaded with it (the browser's lazy loading counts a horizontal slider as near) had its first paint
 * held back by about a second in about one Lighthouse run in three; see docs/server-render.md.
 */
export function HomeBanners({ banners, locale }: { banners: Banner[]; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const slides = banners.map((banner, index) => ({
    id: String(banner.id),
    content: ({ near }: BannerSlideState) => (
      <div className={styles.slide} data-testid="home-banner">
        {near ? (
          <img
            className={styles.slideImage}
            src={banner.image}
            alt=""
            {...ARTWORK.banner}
            loading={index === 0 ? 'eager' : undefined}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
        ) : (
          <div className={styles.slideImage} />
        )}
        <div className={styles.slideText}>
          <h2 className={styles.slideTitle}>{banner.title}</h2>
          <p className={styles.slideSubtitle}>{banner.subtitle}</p>
          <PageLink className={styles.slideButton} to={localePath(locale, banner.path)}>
            {banner.buttonLabel}
          </PageLink>
        </div>
      </div>
    ),
  }));
  return <BannerCarousel label={t('home.bannersLabel')} slides={slides} />;
}

/**
 * The slider's place while the banners load: one empty banner of the same size, so what is below does not jump down
 * when they arrive (Lighthouse counted that as layout shift).
 */
export function HomeBannersPlaceholder() {
  return (
    <div className={styles.bannersPending} aria-hidden="true" data-testid="banners-pending">
      <div className={styles.slide}>
        <div className={styles.slideImage} />
        <div className={`${styles.slideText} ${styles.pending}`}>
          <span className={styles.slideTitle}>&nbsp;</span>
          <span className={styles.slideSubtitle}>&nbsp;</span>
          <span className={styles.slideButton}>&nbsp;</span>
        </div>
      </div>
    </div>
  );
}
