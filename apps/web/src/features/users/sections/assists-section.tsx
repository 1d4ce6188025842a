import { Link as RouterLink } from 'react-router';
import { Box, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { MSG } from '@atrium/domain';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { useUserAssists } from '../users-api';
import type { UserViewProps } from './section-contract';

type Assisted = { id: number; name: string; officeName: string | null };

function AssistedList({
  title,
  rows,
  href,
}: {
  title: string;
  rows: Assisted[];
  href: (id: number) => string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ letterSpacing: '0.04em' }}>
        {title}
      </Typography>
      {rows.length ? (
        <List dense disablePadding aria-label={title}>
          {rows.map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={href(r.id)}>
                    {r.name}
                  </Link>
                }
                secondary={r.officeName}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography>None</Typography>
      )}
    </Box>
  );
}

/** The agents and sales teams this user is an assistant of (set on the agent and team pages). */
export function AssistsReadView({ user }: UserViewProps) {
  const { data, isError } = useUserAssists(user.id);
  if (isError) return <EmptyState dense tone="error" title={MSG.failedAssistantAgentDetails} />;
  if (!data) return <Skeleton variant="rounded" height={48} aria-label="Loading the agents assisted" />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 3 }}>
      <AssistedList title="Agents" rows={data.agents} href={(id) => `/eng/agent/${id}`} />
      <AssistedList title="Sales Teams" rows={data.salesTeams} href={(id) => `/eng/salesTeam/${id}`} />
    </Box>
  );
}
