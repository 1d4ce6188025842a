import { useState } from 'react';

/**
 * A menu's anchor, and whether it has ever been opened: a menu repeated on every row of a list is
 * drawn from its first opening on (and kept, for its closing transition), not with every row.
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isUsed, setUsed] = useState(false);
  return {
    anchor,
    isUsed,
    openAt: (element: HTMLElement) => {
      setUsed(true);
      setAnchor(element);
    },
    close: () => setAnchor(null),
  };
}
