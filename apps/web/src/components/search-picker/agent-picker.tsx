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
  exclude?: (a: AgentOption) => boolean;
  disabled?: boolean;
  required?: boolean;
  value?: AgentOption | null;
  onPick: (a: AgentOption | null) => void;
};

const searchAgents = (name: string, signal: AbortSignal, salesTeamId?: number) =>
  callEndpoint(
    listingAgentEndpoints.searchAgentsByName,
    { query: salesTeamId ? { name, forSalesTeam: 'true', salesTeamId } : { name } },
    { errorMessage: MSG.errorFetchingAgents, signal },
  ).then((r) => r.data);

/** Active agents by last or full name (no search for a text with a hyphen), each with their office. */
export function AgentPicker({ salesTeamId, ...props }: AgentPickerProps) {
  return (
    <SearchPicker
      {...props}
      queryKey={['agent-picker', salesTeamId ?? 0]}
      search={(text, signal) => searchAgents(text, signal, salesTeamId)}
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
