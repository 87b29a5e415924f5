/**
 * `@casino/shared/ui/toast-container`: the settings of the page's one ToastContainer. A deep entry of its own (not in
 * the root singleton) so react-toastify reaches a page with its container, at the first toast, not with the boot.
 */
import { cssTransition, type ToastContainerProps } from 'react-toastify';
import { TOAST_DURATION_MS, TOAST_SPEED_MS, TOAST_WIDTH_PX } from './notify';

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
