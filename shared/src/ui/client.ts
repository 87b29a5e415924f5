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

/**
 * Runs `work` once the browser has painted the current frame: a frame callback, then a task after it (the paint
 * happens between the two). A handler answers the input first and leaves heavy work to after that paint, so the
 * interaction's latency (INP) is the answer's alone (the host's LanguageSwitcher does the same).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
