import { cssTransition, toast, type Id, type ToastContainerProps, type TypeOptions } from 'react-toastify';

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

/** Slides in and out at TOAST_SPEED_MS (toasts.css sets the animation to that speed). */
export const toastTransition = cssTransition({
  enter: 'Toastify--animate Toastify__slide-enter',
  exit: 'Toastify--animate Toastify__slide-exit',
  appendPosition: true,
  collapseDuration: TOAST_SPEED_MS,
});

/**
 * The settings of the one ToastContainer the host renders (and each remote's dev shell): top-right, 3000 ms,
 * 300 px wide, no limit on how many stack up.
 */
export const toastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_DURATION_MS,
  limit: undefined,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  transition: toastTransition,
  className: 'casino-toasts',
  style: { '--toastify-toast-width': `${TOAST_WIDTH_PX}px` } as ToastContainerProps['style'],
} satisfies ToastContainerProps;

/** Shows a toast; returns its id. A `group` keeps one toast per group on screen, updated in place. */
export function notify(notification: Notification): Id {
  const { title, text, type = 'default', group, duration = TOAST_DURATION_MS, data } = notification;
  const toastId = notification.id ?? group;
  const message = title ? (
    <div className="casino-toast">
      <strong className="casino-toast__title">{title}</strong>
      <div>{text}</div>
    </div>
  ) : (
    text
  );
  const options = { type: TOAST_TYPES[type], autoClose: duration, data, ...(toastId === undefined ? {} : { toastId }) };
  if (toastId !== undefined && toast.isActive(toastId)) {
    toast.update(toastId, { render: message, ...options });
    return toastId;
  }
  return toast(message, options);
}
