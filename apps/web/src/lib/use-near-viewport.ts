import { type RefCallback, useCallback, useEffect, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (and stays true). Used to load
 * the code of below-the-fold parts (contact form, QR code) only when the visitor gets near them.
 * The first render is always false, on the server and in the browser, so hydration matches.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px'): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);

  return [ref, near];
}
