import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import type { GlobalSearchEntry, SearchEntityType } from '@atrium/domain';
import { formatMoney } from '../../lib/format';

const ICONS: Record<SearchEntityType, ReactNode> = {
  Listing: <ApartmentOutlined fontSize="small" />,
  Agent: <PersonOutline fontSize="small" />,
  SalesTeam: <GroupsOutlined fontSize="small" />,
  Office: <BusinessOutlined fontSize="small" />,
  Application: <AppsOutlined fontSize="small" />,
};
const TYPE_LABEL: Record<SearchEntityType, string> = {
  Listing: 'Listing',
  Agent: 'Agent',
  SalesTeam: 'Sales Team',
  Office: 'Office',
  Application: 'Application',
};

/** The second line of a result: what tells it apart (status, price, city; office; link). */
export function resultDetail(e: GlobalSearchEntry): string {
  const d = e.searchData;
  switch (e.entityType) {
    case 'Listing':
      return [formatMoney(e.metadata.price), d.city, d.address && d.address !== d.name ? d.address : null]
        .filter(Boolean)
        .join(' · ');
    case 'Agent':
    case 'SalesTeam':
      return d.office ?? '';
    case 'Office':
      return d.city ?? '';
    case 'Application':
      return d.acronym ?? '';
  }
}

/** One search result: type icon, name, the detail line and the status. */
export function SearchResultItem({ entry, dense }: { entry: GlobalSearchEntry; dense?: boolean }) {
  const detail = resultDetail(entry);
  const status = entry.metadata.status;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
      <Box
        aria-hidden
        sx={{
          width: dense ? 30 : 36,
          height: dense ? 30 : 36,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(31, 58, 95, 0.08)',
          color: 'primary.main',
        }}
      >
        {ICONS[entry.entityType]}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {entry.searchData.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {TYPE_LABEL[entry.entityType]}
          {detail ? ` · ${detail}` : ''}
        </Typography>
      </Box>
      {status && (
        <Chip
          size="small"
          label={status}
          variant="outlined"
          color={status === 'Active' ? 'success' : 'default'}
          sx={{ flexShrink: 0, fontWeight: 500 }}
        />
      )}
    </Stack>
  );
}
