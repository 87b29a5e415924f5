import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, Link, useSignedIn, useTranslation } from '@casino/shared';
import { localePath, type Locale } from '@casino/contract';
import { rgProfileQuery } from './rg-queries';
import './play-safety.css';

/** Spelpaus: the national self-exclusion register; Självtest: Stödlinjen's self-test. Names the law requires as they are. */
const SPELPAUS_URL = 'https://www.spelpaus.se/';
const SJALVTEST_URL = 'https://www.stodlinjen.se/spel/testa-dig-sjalv';

/**
 * Sweden (Spellagen 14 kap. 10 §): Spelpaus, Spelgränser and Självtest at the top of every page, when the profile the API
 * chose says so (issue 35). Spelgränser opens the player's limits.
 */
export function SwedenButtons({ locale }: { locale: Locale }) {
  const { t } = useTranslation('host');
  const isAuth = useSignedIn();
  const queryClient = useQueryClient();
  const profile = useQuery(rgProfileQuery()).data;
  // The profile follows the player's country: signing in or out asks for it again. A page load does not: the server
  // render brings the profile with the page's data (host/src/server/render-page.tsx) and the cache keeps it.
  const signedInBefore = useRef(isAuth);
  useEffect(() => {
    if (signedInBefore.current === isAuth) return;
    signedInBefore.current = isAuth;
    void queryClient.invalidateQueries({ queryKey: endpointKey('rg.profile') });
  }, [isAuth, queryClient]);
  if (!profile?.topButtons) return null;
  return (
    <nav className="rg-top-buttons" aria-label={t('rg.topButtons')} data-testid="rg-top-buttons">
      <a href={SPELPAUS_URL} target="_blank" rel="noopener noreferrer" lang="sv">
        Spelpaus
      </a>
      <Link to={localePath(locale, 'player/limits')} lang="sv">
        Spelgränser
      </Link>
      <a href={SJALVTEST_URL} target="_blank" rel="noopener noreferrer" lang="sv">
        Självtest
      </a>
    </nav>
  );
}
