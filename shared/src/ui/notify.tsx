import type { Id, TypeOptions } from 'react-toastify';

/** SPEC.md section 9, toasts. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_SPEED_MS = 300;
export const TOAST_WIDTH_PX = 300;

/** SPEC.md section 3, notification. */
export interface Notification {
  title?: string;
  text: string;
  type?: 'error' | 'warn' | 'success' | 'default';
  /** Notifications of one group replace each other instead of stacking (e.g. repeated network errors). */
  group?: string;
  duration?: number;
  speed?: number;
  data?: unknown;
  id?: string | number;
}

const TOAST_TYPES: Record<NonNullable<Notification['type']>, TypeOptions> = {
  error: 'error',
  warn: 'warning',
  success: 'success',
  default: 'default',
};

type ToastLibrary = typeof import('react-toastify');
let toastLibrary: Promise<ToastLibrary> | undefined;
const toastRaisedListeners = new Set<() => void>();
let lastToastNumber = 0;

/** react-toastify is downloaded with the first toast of the page (the host mounts its container then: LazyToasts). */
export function loadToastLibrary(): Promise<ToastLibrary> {
  return (toastLibrary ??= import('react-toastify'));
}

/** `listener` runs on every toast raised, so a container still waiting for the page to settle can mount at once. */
export function onToastRaised(listener: () => void): () => void {
  toastRaisedListeners.add(listener);
  return () => toastRaisedListeners.delete(listener);
}

/**
 * Shows a toast; returns its id at once (the library may still be on its way: the toast then shows when it and the
 * container have arrived). A `group` keeps one toast per group on screen, updated in place.
 */
export function notify(notification: Notification): Id {
  const { title, text, type = 'default', group, duration = TOAST_DURATION_MS, data } = notification;
  const replaceable = notification.id ?? group;
  const toastId = replaceable ?? `casino-toast-${++lastToastNumber}`;
  const message = title ? (
    <div className="casino-toast">
      <strong className="casino-toast__title">{title}</strong>
      <div>{text}</div>
    </div>
  ) : (
    text
  );
  const options = { type: TOAST_TYPES[type], autoClose: duration, data, toastId };
  for (const listener of toastRaisedListeners) listener();
  void loadToastLibrary().then(({ toast }) => {
    if (toast.isActive(toastId)) {
      toast.update(toastId, { render: message, ...options });
      return;
    }
    // Raised again before any container mounted: the newer text replaces the one still queued.
    if (replaceable !== undefined) toast.dismiss(toastId);
    toast(message, options);
  });
  return toastId;
}
