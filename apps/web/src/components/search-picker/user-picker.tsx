import { Box, Typography } from '@mui/material';
import { SearchPicker } from './search-picker';

export type UserOption = { userId: number; firstName: string; lastName: string; email: string };

type UserPickerProps = {
  queryKey: readonly unknown[];
  /** The users who may be chosen for this purpose, by name or e-mail. */
  search: (text: string, signal: AbortSignal) => Promise<UserOption[]>;
  label: string;
  placeholder?: string;
  value?: UserOption | null;
  onPick: (u: UserOption | null) => void;
  sx?: Parameters<typeof SearchPicker>[0]['sx'];
};

/** Users by name or e-mail, once at least 2 letters are typed, each with their e-mail. */
export function UserPicker(props: UserPickerProps) {
  return (
    <SearchPicker
      {...props}
      isSearchable={(text) => text.length >= 2}
      hint="Type at least 2 letters"
      optionKey={(u) => u.userId}
      optionLabel={(u) => `${u.firstName} ${u.lastName} (${u.email})`}
      renderOption={(u) => <UserText user={u} />}
    />
  );
}

/** A user's name over their e-mail. */
export function UserText({ user }: { user: Pick<UserOption, 'firstName' | 'lastName' | 'email'> }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {user.firstName} {user.lastName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
    </Box>
  );
}
