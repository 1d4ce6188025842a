import { useState } from 'react';

/**
 * A list's search bar: the fields as typed (`draft`) and the filter the list runs (`filter`).
 * `apply` runs what was typed, tidied by `tidy` (trimmed text, parsed dates); `clear` returns to
 * the first filter. Both call `onChange`, which sends the list back to its first page.
 */
export function useListFilter<F extends object>(
  first: F,
  onChange: () => void,
  tidy: (draft: F) => F = (d) => d,
) {
  const [draft, setDraft] = useState(first);
  const [filter, setFilter] = useState(first);
  return {
    draft,
    filter,
    edit: (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })),
    apply: () => {
      setFilter(tidy(draft));
      onChange();
    },
    clear: () => {
      setDraft(first);
      setFilter(first);
      onChange();
    },
  };
}
