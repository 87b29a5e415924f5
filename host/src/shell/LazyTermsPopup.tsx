import { lazy, Suspense } from 'react';
import { usePlayer } from '@casino/shared';
import { type Locale } from '@casino/contract';

const TermsPopup = lazy(() => import('./TermsPopup').then((module) => ({ default: module.TermsPopup })));

/**
 * The terms popup's code and stylesheet download only for a player who must accept new terms (SPEC.md section 4),
 * when the session says so; every other page load never fetches them.
 */
export function LazyTermsPopup({ locale }: { locale: Locale }) {
  const { isTermsPopup } = usePlayer();
  return isTermsPopup ? (
    <Suspense fallback={null}>
      <TermsPopup locale={locale} />
    </Suspense>
  ) : null;
}
