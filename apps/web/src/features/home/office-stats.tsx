import { useState } from 'react';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { MSG, type OfficeStats as OfficeRow, type StatsResponse } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { formatDate, formatNumber, formatVolume } from '../../lib/format';

const SERIES = [
  { key: 'active', label: 'Active', color: '#1f3a5f' },
  { key: 'pending', label: 'Pending', color: '#b08d4f' },
  { key: 'sold', label: 'Sold (12 months)', color: '#5f7f6a' },
] as const;
const SHOWN = 8;
// On a phone the bar gives way to the figures, which fit without scrolling sideways.
const ROW = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr) 44px 52px 44px 60px',
    sm: '210px 1fr 64px 64px 64px 84px',
  },
  gap: 2,
  alignItems: 'center',
} as const;
const BAR_CELL = { display: { xs: 'none', sm: 'flex' } } as const;
const NUM = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  fontSize: 14,
  color: 'text.secondary',
} as const;

function Figure({
  label,
  value,
  hint,
  accent,
}: {
  label: string;
  value: string;
  hint: string;
  accent: string;
}) {
  return (
    <Box
      sx={{
        flex: '1 1 180px',
        p: 2.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        overflow: 'hidden',
      }}
      data-testid={`figure-${label}`}
    >
      <Box aria-hidden sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: accent }} />
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        sx={{
          fontFamily: '"Cormorant Garamond", Georgia, serif',
          fontSize: 38,
          fontWeight: 600,
          lineHeight: 1.2,
        }}
      >
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}

/** Stacked bars per office (active, pending, sold), drawn with plain boxes; the numbers are read out. */
function OfficeChart({ offices }: { offices: OfficeRow[] }) {
  const [showAll, setShowAll] = useState(false);
  const sorted = [...offices].sort((a, b) => b.active + b.pending + b.sold - (a.active + a.pending + a.sold));
  const rows = showAll ? sorted : sorted.slice(0, SHOWN);
  const max = Math.max(1, ...sorted.map((o) => o.active + o.pending + o.sold));
  return (
    <Box>
      <Stack direction="row" spacing={2.5} sx={{ mb: 2, flexWrap: 'wrap' }} aria-hidden>
        {SERIES.map((s) => (
          <Stack key={s.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
            <Typography variant="body2" color="text.secondary">
              {s.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: { xs: 0, sm: 640 } }}>
          <Box
            aria-hidden
            sx={{
              ...ROW,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
              color: 'text.secondary',
              fontSize: 12.5,
              fontWeight: 600,
            }}
          >
            <span>Office</span>
            <Box component="span" sx={BAR_CELL}>
              Listings
            </Box>
            <Box sx={NUM}>Active</Box>
            <Box sx={NUM}>Pending</Box>
            <Box sx={NUM}>Sold</Box>
            <Box sx={NUM}>Volume</Box>
          </Box>
          <Box
            component="ul"
            aria-label="Listings per office"
            data-testid="office-chart"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {rows.map((o) => (
              <Box
                component="li"
                key={o.officeId}
                aria-label={`${o.officeName}: ${o.active} active, ${o.pending} pending, ${o.sold} sold, ${formatVolume(o.volume)} sold volume`}
                sx={{ ...ROW, py: 1, borderBottom: 1, borderColor: '#f1eee8' }}
              >
                <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={o.officeName} aria-hidden>
                  {o.officeName}
                </Typography>
                <Box
                  sx={{
                    ...BAR_CELL,
                    height: 12,
                    borderRadius: 1,
                    bgcolor: '#efece6',
                    overflow: 'hidden',
                  }}
                  aria-hidden
                >
                  {SERIES.map((s) => (
                    <Box
                      key={s.key}
                      sx={{
                        width: `${(o[s.key] / max) * 100}%`,
                        bgcolor: s.color,
                        transition: 'width 400ms',
                      }}
                    />
                  ))}
                </Box>
                <Box sx={NUM} aria-hidden>
                  {formatNumber(o.active)}
                </Box>
                <Box sx={NUM} aria-hidden>
                  {formatNumber(o.pending)}
                </Box>
                <Box sx={NUM} aria-hidden>
                  {formatNumber(o.sold)}
                </Box>
                <Box sx={{ ...NUM, fontWeight: 600, color: 'text.primary' }} aria-hidden>
                  {formatVolume(o.volume)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      {sorted.length > SHOWN && (
        <Button onClick={() => setShowAll((v) => !v)} sx={{ mt: 1 }}>
          {showAll ? 'Show fewer offices' : `Show all ${sorted.length} offices`}
        </Button>
      )}
    </Box>
  );
}

type Props = { stats: StatsResponse | undefined; isLoading: boolean; isError: boolean };

/** Office statistics of the home page: four figures, then the per-office chart. */
export function OfficeStats({ stats, isLoading, isError }: Props) {
  if (isLoading)
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={110} sx={{ flex: 1 }} />
          ))}
        </Stack>
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  if (isError) return <EmptyState dense tone="error" title={MSG.failedOfficeStats} />;
  if (!stats || stats.offices.length === 0)
    return <EmptyState dense title={MSG.noGraphData} message="There are no offices in your scope." />;
  const since = formatDate(stats.from);
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Figure
          label="Active"
          value={formatNumber(stats.total.active)}
          hint="listings on the market"
          accent={SERIES[0].color}
        />
        <Figure
          label="Pending"
          value={formatNumber(stats.total.pending)}
          hint="listings under contract"
          accent={SERIES[1].color}
        />
        <Figure
          label="Sold"
          value={formatNumber(stats.total.sold)}
          hint="closed in the last 12 months"
          accent={SERIES[2].color}
        />
        <Figure
          label="Sold volume"
          value={formatVolume(stats.total.volume)}
          hint={`sold since ${since}`}
          accent="#8a6d3b"
        />
      </Stack>
      <OfficeChart offices={stats.offices} />
    </Stack>
  );
}
