import { TIMINGS } from '@sanarte/shared';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { markToastAreaMounted } from './toast-mount';
import { placeToastsBelowHeader } from './toast-offset';
import 'react-toastify/ReactToastify.css';

export { toast } from 'react-toastify/unstyled';

/**
 * The toast area: top right below the header (toast-offset.ts), closing after 3000 ms. The unstyled build plus the
 * bundled stylesheet keeps styles out of inline <style> tags (strict CSP). Loaded by toasts.tsx.
 */
export function ToastArea() {
  useEffect(markToastAreaMounted, []);
  // The header's height changes with the screen's width (e.g. the back-office's phone header).
  useEffect(() => {
    const place = () => placeToastsBelowHeader();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);
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
