import { ToastContainer } from 'react-toastify';
import { toastContainerProps } from '@casino/shared/ui/toast-container';
import '@casino/shared/ui/toasts.css';

/** The one toast container of the page, with the SPEC.md section 9 settings from the shared design system. */
export function Toasts() {
  return <ToastContainer {...toastContainerProps} />;
}
