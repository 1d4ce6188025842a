import { MenuItem, Paper, TextField } from '@mui/material';
import { GOAL_LIMITS } from '@atrium/domain';

/** The years offered: five back, the current one and the next, within the goal limits. */
export function yearChoices(current: number): number[] {
  return Array.from({ length: 7 }, (_, i) => current + 1 - i).filter(
    (y) => y >= GOAL_LIMITS.yearMin && y <= GOAL_LIMITS.yearMax,
  );
}

/** The agent id (when the user has several) and the year the business pages show. */
export function AgentYearBar({
  agentIds,
  agentId,
  onAgent,
  year,
  onYear,
}: {
  agentIds: readonly number[];
  agentId: number;
  onAgent: (id: number) => void;
  year?: number;
  onYear?: (year: number) => void;
}) {
  const current = new Date().getFullYear();
  if (agentIds.length < 2 && year == null) return null;
  return (
    <Paper sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {agentIds.length > 1 && (
        <TextField
          select
          label="Agent profile"
          value={agentId}
          onChange={(e) => onAgent(Number(e.target.value))}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          {agentIds.map((id) => (
            <MenuItem key={id} value={id}>
              Agent ID {id}
            </MenuItem>
          ))}
        </TextField>
      )}
      {year != null && onYear && (
        <TextField
          select
          label="Year"
          value={year}
          onChange={(e) => onYear(Number(e.target.value))}
          sx={{ minWidth: 140, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          {yearChoices(current).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Paper>
  );
}
