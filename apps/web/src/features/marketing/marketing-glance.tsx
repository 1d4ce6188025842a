import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import type { ListingMarketingSummary } from '@atrium/domain';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { propertyMarketingPath, reportBuilderPath } from './marketing-api';

/** The small pieces the listing marketing page shows of a listing's marketing. */

type Brief = ListingMarketingSummary['latest'];

/** How many items of each type, as small chips; a dash when there are none. */
export function TypeCounts({ summary }: { summary: ListingMarketingSummary }) {
  if (!summary.countsByType.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No marketing items
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {summary.countsByType.map((c) => (
        <Chip key={c.marketingTypeId} size="small" variant="outlined" label={`${c.name} ${c.count}`} />
      ))}
    </Stack>
  );
}

/** An item as one line: its description, with its date and type under it. */
export function ItemLine({ item }: { item: Brief }) {
  if (!item)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {item.description}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatDate(item.date)} · {item.marketingTypeName}
      </Typography>
    </Box>
  );
}

/** The actual cost, with the agent's and the office's share under it. */
export function CostLine({ summary }: { summary: ListingMarketingSummary }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{formatMoney(summary.actualCost)}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        Agent {formatMoney(summary.agentCost)} · Office {formatMoney(summary.officeCost)}
      </Typography>
    </Box>
  );
}

export function ReachLine({ summary }: { summary: ListingMarketingSummary }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatNumber(summary.views)} views · {formatNumber(summary.clicks)} clicks
    </Typography>
  );
}

/**
 * Where the marketing is changed (the listing's section) and reported (the report builder):
 * buttons on the listing's page, two small links under the listing's name in a table row.
 */
export function MarketingLinks({ listingId, isCompact = false }: { listingId: number; isCompact?: boolean }) {
  if (isCompact)
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
        <Link
          component={RouterLink}
          to={propertyMarketingPath(listingId)}
          variant="caption"
          sx={{ whiteSpace: 'nowrap' }}
        >
          Property Marketing
        </Link>
        <Link
          component={RouterLink}
          to={reportBuilderPath(listingId)}
          variant="caption"
          sx={{ whiteSpace: 'nowrap' }}
        >
          Report Builder
        </Link>
      </Stack>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" component={RouterLink} to={propertyMarketingPath(listingId)}>
        Property Marketing
      </Button>
      <Button variant="outlined" component={RouterLink} to={reportBuilderPath(listingId)}>
        Report Builder
      </Button>
    </Stack>
  );
}
