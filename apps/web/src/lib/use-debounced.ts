import { useEffect, useState } from 'react';
import { LIMITS } from '@atrium/domain';

/** `value` once it has stopped changing for `ms` (the search debounce by default). */
export function useDebounced<T>(value: T, ms: number = LIMITS.searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}
