import { TIMINGS } from '@sanarte/shared';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/**
 * The toast area: top right, closing after 3000 ms (seed 000 §2). The unstyled build plus the
 * bundled stylesheet keeps styles out of inline <style> tags (strict CSP).
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TIMINGS.toastMs}
      newestOnTop
      closeOnClick={false}
      pauseOnHover
      pauseOnFocusLoss
      theme="light"
    />
  );
}

export { toast } from 'react-toastify/unstyled';
