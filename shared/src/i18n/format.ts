import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from './react';
import { noSubscription } from '../platform/no-subscription';
import { formatDate, formatMoney, formatNumber, formatPercent, type DateStyle } from './formatters';

// The formatters themselves have no React in them: the API's game frame formats with the same rules (formatters.ts).
export * from './formatters';

/**
 * Whether this component writes its dates in UTC: on the server, and while the browser hydrates what the server wrote,
 * so both write the same text (a player in Almaty hydrating a tournament's "ends at" written in the server's zone was
 * a hydration error, React's 418). A hydrated component that wrote a date renders again, in the player's own zone,
 * once it has hydrated; a component the browser renders itself is in the player's zone from the start.
 *
 * Only a component that wrote a date renders again: React renders a store whose value changed at hydration again at
 * once, synchronously, and every card of the lobby formats its money through this hook (one blocking task of the
 * whole page right after hydration, for nothing). `getServerSnapshot` runs only for a server render or a hydration,
 * which is how the component knows it came from the server's HTML.
 */
function useDatesInUtc(): { utc: boolean; wroteDate: () => void } {
  const state = useRef({ hydrated: false, wroteDate: false, settled: false });
  const utc = useSyncExternalStore(
    noSubscription,
    // React asks this right after hydration (a change renders again at once) and at each later render.
    () => state.current.hydrated && !state.current.wroteDate && !state.current.settled,
    () => ((state.current.hydrated = true), true),
  );
  // After that first check (React runs the store's effects before this one): any later render is the player's zone.
  useEffect(() => void (state.current.settled = true), []);
  return { utc, wroteDate: () => void (state.current.wroteDate = true) };
}

/** The formatters bound to the page's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const { utc, wroteDate } = useDatesInUtc();
  const timeZone = utc ? 'UTC' : undefined;
  // The same object while the language and zone stay: memoised children that take it do not render again.
  return useMemo(
    () => ({
      locale,
      money: (amount: number | string, currency: string, options?: { whole?: boolean }) => formatMoney(amount, currency, locale, options),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      /** A number of percent as the API sends it ("96.12"): "96,12 %" in de. */
      percent: (percent: number | string) => formatPercent(percent, locale),
      date: (value: string | number | Date, style?: DateStyle) => {
        wroteDate();
        return formatDate(value, locale, style, timeZone);
      },
    }),
    // wroteDate only writes the component's own ref
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, timeZone],
  );
}
