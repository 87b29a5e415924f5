import { useEffect } from 'react';
import type { Locale } from '@casino/contract';
import { afterFirstPaint } from './after-first-paint';
import { pushPageView, loadAnalyticsTags } from './analytics';
import { buildCheckInterval, fetchBuildId, startBuildCheck } from './build-check';
import { rememberPartner } from './partner';
import { useLocation, useSettings } from '@casino/shared';

/** Page views on every route change; the tag scripts once the settings name them. */
function Analytics({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const { analytics } = useSettings();
  // The tag manager and analytics scripts are third-party weight the first paint does not need.
  useEffect(() => afterFirstPaint(() => loadAnalyticsTags(analytics)), [analytics]);
  useEffect(() => {
    pushPageView(`${pathname}${search}`, locale);
  }, [pathname, search, locale]);
  return null;
}

/** A partner's link (?partner=...) is remembered on any page it lands on. */
function PartnerCookie() {
  const { search } = useLocation();
  useEffect(() => rememberPartner(search), [search]);
  return null;
}

/** The build check runs for the life of the page. */
function BuildCheck() {
  useEffect(
    () =>
      startBuildCheck({
        intervalMs: buildCheckInterval(),
        readBuildId: () => fetchBuildId(),
        reload: () => window.location.reload(),
      }),
    [],
  );
  return null;
}

export function ShellEffects({ locale }: { locale: Locale }) {
  return (
    <>
      <Analytics locale={locale} />
      <BuildCheck />
      <PartnerCookie />
    </>
  );
}
