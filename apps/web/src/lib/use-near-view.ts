import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the window (within `margin`), and stays so once it has: for
 * work worth doing only when it will be seen (a thumbnail's file, a long table further down).
 */
export function useNearView<T extends Element>(margin = '200px', isNearAtOnce = false) {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(isNearAtOnce);
  useEffect(() => {
    if (isNear || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return { ref, isNear };
}
