import { useEffect, useState } from 'react';
import type { Locale } from '@casino/contract';
import { afterFirstPaint } from './after-first-paint';
import { pushPageView, loadAnalyticsTags } from './analytics';
import { buildCheckInterval, fetchBuildId, startBuildCheck } from './build-check';
import { rememberPartner } from './partner';
import { useLocation, useSettings, useTranslation } from '@casino/shared';
import { startConsent, type ConsentTexts } from './consent';

/**
 * Cookie consent first (consent.ts: the page's own consent entry, or the library loaded after the first paint); with the player's yes to analytics, the tag scripts
 * load and a page view goes out for the page they are on and for every route change after it; nothing before.
 */
function Analytics({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const { analytics } = useSettings();
  const { t } = useTranslation('host');
  const [allowed, setAllowed] = useState(false);
  // The banner is in the page's language; changing language later keeps the stored choice.
  const [language] = useState(locale);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    // Its 16 strings read here, not in the render: a server render (no effects) read them for nothing on every page.
    const texts = consentTexts(t);
    const cancel = afterFirstPaint(() =>
      void startConsent(language, texts, setAllowed).then(
        (unsubscribe) => (ended ? unsubscribe() : (stop = unsubscribe)),
        () => setAllowed(false),
      ),
    );
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, [language]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (allowed) loadAnalyticsTags(analytics);
  }, [allowed, analytics]);
  useEffect(() => {
    if (allowed) pushPageView(`${pathname}${search}`, locale);
  }, [allowed, pathname, search, locale]);
  return null;
}

function consentTexts(t: (key: string) => string): ConsentTexts {
  const keys = ['title', 'description', 'acceptAll', 'acceptNecessary', 'showPreferences', 'preferencesTitle', 'save', 'close', 'intro', 'necessaryTitle', 'necessaryDescription', 'analyticsTitle', 'analyticsDescription', 'moreTitle', 'moreDescription', 'policy'] as const;
  return Object.fromEntries(keys.map((key) => [key, t(`consent.${key}`)])) as unknown as ConsentTexts;
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
