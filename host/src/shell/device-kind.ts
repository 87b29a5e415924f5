export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

export interface Device {
  kind: DeviceKind;
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE_UA = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

/**
 * SPEC.md section 9: mobile and tablet detection by user agent or CDN header. The edge may put the CDN's verdict
 * into <html data-device="mobile|tablet|desktop">; that wins over the user agent (a CDN sees the real client).
 */
export function detectDevice(userAgent: string, cdnHint?: string | null): Device {
  let kind: DeviceKind;
  if (cdnHint === 'mobile' || cdnHint === 'tablet' || cdnHint === 'desktop') kind = cdnHint;
  else if (TABLET_UA.test(userAgent)) kind = 'tablet';
  else if (MOBILE_UA.test(userAgent)) kind = 'mobile';
  else kind = 'desktop';
  return { kind, isMobile: kind === 'mobile', isTablet: kind === 'tablet', isDesktop: kind === 'desktop' };
}
