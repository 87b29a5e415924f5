import { ToastContainer } from 'react-toastify';
import { toastContainerProps } from '@casino/shared';

/** The one toast container of the page, with the SPEC.md section 9 settings from the shared design system. */
export function Toasts() {
  return <ToastContainer {...toastContainerProps} />;
}
