import type { ReactNode } from 'react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import { MSG } from '@atrium/domain';
import { useDebounced } from '../../lib/use-debounced';

type SearchPickerProps<T> = {
  /** Names the search in the query cache (with the typed text appended). */
  queryKey: readonly unknown[];
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** Whether a trimmed text is worth asking about; otherwise `hint` shows. */
  isSearchable: (text: string) => boolean;
  hint: string;
  optionKey: (o: T) => number;
  optionLabel: (o: T) => string;
  renderOption?: (o: T) => ReactNode;
  /** Options to leave out (already chosen elsewhere on the screen). */
  exclude?: (o: T) => boolean;
  label: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** With `value`, the choice stays in the box until a button acts on it; without, a pick is handed over and the box empties. */
  value?: T | null;
  onPick: (o: T | null) => void;
  sx?: Parameters<typeof Autocomplete>[0]['sx'];
};

/**
 * A debounced server search in an autocomplete: asks once typing pauses, cancels the question a
 * new text replaces, and says what to type until the text is long enough.
 */
export function SearchPicker<T>(props: SearchPickerProps<T>) {
  const { value, onPick, optionLabel, isSearchable } = props;
  const keepsChoice = value !== undefined;
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim());
  // the chosen option's label fills the box; it is not a new search
  const asks = isSearchable(text) && !(value && text === optionLabel(value).trim());
  const found = useQuery({
    queryKey: [...props.queryKey, text],
    queryFn: ({ signal }) => props.search(text, signal),
    enabled: asks,
    // a question asked again after a pick is answered afresh (the pick is no longer a candidate)
    gcTime: 0,
  });
  const options = asks ? (found.data ?? []).filter((o) => !props.exclude?.(o)) : [];
  return (
    <Autocomplete
      sx={props.sx}
      value={keepsChoice ? value : null}
      disabled={props.disabled}
      options={options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => props.optionKey(a) === props.optionKey(b)}
      filterOptions={(x) => x}
      inputValue={input}
      onInputChange={(_e, v, reason) => (keepsChoice || reason !== 'reset') && setInput(v)}
      onChange={(_e, v) => {
        onPick(v);
        if (!keepsChoice && v) setInput('');
      }}
      loading={asks && found.isFetching}
      noOptionsText={isSearchable(input.trim()) ? MSG.noResultsFound : props.hint}
      renderOption={
        props.renderOption &&
        ((liProps, o) => (
          <li {...liProps} key={props.optionKey(o)}>
            {props.renderOption!(o)}
          </li>
        ))
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          placeholder={props.placeholder}
          required={props.required}
        />
      )}
    />
  );
}
