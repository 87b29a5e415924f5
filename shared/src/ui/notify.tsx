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
/** A toast has been raised on this page (with or without a group). */
let toastRaised = false;

/** react-toastify is downloaded with the first toast of the page (the host mounts its container then: LazyToasts). */
export function loadToastLibrary(): Promise<ToastLibrary> {
  return (toastLibrary ??= import('react-toastify'));
}

/**
 * `listener` runs on every toast raised, so the page's toast container can mount with the first one; and at once when
 * a toast was raised before it listened (a page's first effects run before the container's: a toast from the address
 * on a fresh load would otherwise wait in the queue for a container that never comes).
 */
export function onToastRaised(listener: () => void): () => void {
  toastRaisedListeners.add(listener);
  if (toastRaised) listener();
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
  toastRaised = true;
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
