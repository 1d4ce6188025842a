import { Button, Stack, type SxProps, type Theme } from '@mui/material';

/** The Search (the form's submit) and Clear buttons of a list's search bar. */
export function FilterActions({
  onClear,
  isSearchDisabled = false,
  sx,
}: {
  onClear: () => void;
  isSearchDisabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      <Button type="submit" variant="contained" disabled={isSearchDisabled}>
        Search
      </Button>
      <Button onClick={onClear} color="inherit">
        Clear
      </Button>
    </Stack>
  );
}
