import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';

type SearchFieldProps = {
  /** Names the field for assistive technology; also its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
} & Pick<TextFieldProps, 'sx' | 'size' | 'fullWidth' | 'autoFocus'>;

/** A search box above a list: a magnifier, a placeholder, no floating label. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  maxLength = 200,
  ...rest
}: SearchFieldProps) {
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder ?? label}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
