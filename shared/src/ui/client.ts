import { useSyncExternalStore } from 'react';
import { noSubscription } from '../platform/no-subscription';

/** document.body on the client, null during a server render and hydration (portals mount after that). */
export function usePortalContainer(): HTMLElement | null {
  return useSyncExternalStore(
    noSubscription,
    () => document.body,
    () => null,
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}
