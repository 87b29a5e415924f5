/**
 * `@casino/shared/ui/carousel`: the banner carousel. A deep entry of its own (not in the root singleton) so Embla
 * reaches only the pages with banners; it holds no state the page shares.
 */
export { BannerCarousel, CAROUSEL_AUTOPLAY_MS, type BannerCarouselProps, type BannerSlide, type BannerSlideState } from './BannerCarousel';
