import { useEffect, useState } from 'react';
import { useNavigation, useTranslation } from '@casino/shared';

/** SPEC.md section 9: route transition wait; quick navigations never flash a bar. */
export const ROUTE_TRANSITION_WAIT_MS = 100;

/** Shows the thin progress bar only when a navigation (guards, loaders) takes longer than ROUTE_TRANSITION_WAIT_MS. */
export function RouteProgressBar() {
  const { t } = useTranslation('host');
  const pending = useNavigation().location?.key ?? null;
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setSlow(pending), ROUTE_TRANSITION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (pending === null || slow !== pending) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={t('progress.loading')}
      data-testid="route-progress"
    >
      <div className="route-progress__bar" />
    </div>
  );
}
