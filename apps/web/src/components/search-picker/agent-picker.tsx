import { Box, Typography } from '@mui/material';
import { isSearchableAgentName, listingAgentEndpoints, MSG, type EndpointResponse } from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { SearchPicker } from './search-picker';

export type AgentOption = EndpointResponse<typeof listingAgentEndpoints.searchAgentsByName>[number];

type AgentPickerProps = {
  label: string;
  placeholder?: string;
  /** Leaves out the team's members (the search's forSalesTeam option). */
  salesTeamId?: number;
  /** Offers only the agents the user may open (a report's agent). */
  isInScope?: boolean;
  exclude?: (a: AgentOption) => boolean;
  disabled?: boolean;
  required?: boolean;
  value?: AgentOption | null;
  onPick: (a: AgentOption | null) => void;
};

const searchAgents = (name: string, signal: AbortSignal, salesTeamId?: number, isInScope?: boolean) =>
  callEndpoint(
    listingAgentEndpoints.searchAgentsByName,
    {
      query: {
        name,
        ...(salesTeamId ? { forSalesTeam: 'true', salesTeamId } : {}),
        ...(isInScope ? { inScope: 'true' as const } : {}),
      },
    },
    { errorMessage: MSG.errorFetchingAgents, signal },
  ).then((r) => r.data);

/** Active agents by last or full name (no search for a text with a hyphen), each with their office. */
export function AgentPicker({ salesTeamId, isInScope, ...props }: AgentPickerProps) {
  return (
    <SearchPicker
      {...props}
      queryKey={['agent-picker', salesTeamId ?? 0, isInScope ? 'in-scope' : 'all']}
      search={(text, signal) => searchAgents(text, signal, salesTeamId, isInScope)}
      isSearchable={isSearchableAgentName}
      hint="Type a last name"
      optionKey={(a) => a.agentId}
      optionLabel={(a) => a.name}
      renderOption={(a) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {a.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {a.office ?? '—'}
          </Typography>
        </Box>
      )}
    />
  );
}
