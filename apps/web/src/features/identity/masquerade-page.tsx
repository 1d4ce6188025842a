import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, Stack } from '@mui/material';
import { LIMITS, MSG } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { identityKeys, searchMasquerade, startMasquerade, type MasqueradeCandidate } from './identity-api';
import { SearchField } from '../../components/form/search-field';

/** /eng/masquerade: find a user by name or e-mail and act as them until switching back. */
export default function MasqueradePage() {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [startingId, setStartingId] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [input]);

  const results = useQuery({
    queryKey: identityKeys.masqueradeSearch(text),
    queryFn: () => searchMasquerade(text),
  });

  const start = async (user: MasqueradeCandidate) => {
    setStartingId(user.userId);
    try {
      await startMasquerade(user.userId);
      navigate('/eng/home');
    } catch {
      setStartingId(null);
    }
  };

  const columns: Column<MasqueradeCandidate>[] = [
    { key: 'name', header: 'Name', render: (u) => `${u.firstName} ${u.lastName}` },
    { key: 'email', header: 'E-mail', render: (u) => u.email },
    {
      key: 'roles',
      header: 'Roles',
      render: (u) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {u.roles.map((r) => (
            <Chip key={r} label={r} size="small" variant="outlined" />
          ))}
        </Stack>
      ),
    },
    {
      key: 'action',
      header: '',
      align: 'right',
      render: (u) => (
        <Button
          size="small"
          variant="contained"
          disabled={startingId !== null}
          onClick={() => void start(u)}
          aria-label={`Masquerade as ${u.firstName} ${u.lastName}`}
        >
          Masquerade
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Masquerade"
        subtitle="Act as another user to see what they see. Everything you change is recorded under both names."
      />
      <SearchField
        label="Search users by name or e-mail"
        value={input}
        onChange={setInput}
        fullWidth
        autoFocus
        sx={{ mb: 2, maxWidth: 520, bgcolor: 'background.paper' }}
      />
      <DataTable
        label="Users to masquerade as"
        columns={columns}
        rows={results.data}
        rowKey={(u) => u.userId}
        isLoading={results.isLoading}
        error={results.isError ? MSG.masqueradeSearchFailed : null}
        emptyMessage={MSG.noResultsFound}
      />
    </Box>
  );
}
