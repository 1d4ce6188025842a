import { Box, Link, Stack, Typography } from '@mui/material';
import type { ClientReport } from '@atrium/domain';
import { FileImage } from '../../components/image-manager/file-image';
import { formatInstant, formatPhone, formatPrice } from '../../lib/format';

const SERIF = '"Cormorant Garamond", "Georgia", serif';

/** The cover: the photo with the address over it, the price and status, when it was computed. */
export function ReportHero({ report, actions }: { report: ClientReport; actions?: React.ReactNode }) {
  const p = report.property;
  const place = [p.city, p.state].filter(Boolean).join(', ');
  const cover = report.cover;
  return (
    <Box component="header" sx={{ mb: { xs: 4, md: 6 } }}>
      <Box
        sx={{
          position: 'relative',
          borderRadius: { xs: 1, md: 2 },
          overflow: 'hidden',
          bgcolor: '#14263f',
          aspectRatio: { xs: '4 / 3', md: '21 / 9' },
        }}
      >
        {cover?.url ? (
          <Box
            component="img"
            src={cover.url}
            srcSet={cover.srcSet.map((s) => `${s.url} ${s.width}w`).join(', ')}
            sizes="(max-width: 1100px) 100vw, 1100px"
            alt={`Photo of ${p.headline}`}
            fetchPriority="high"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : cover?.fileId ? (
          <Box sx={{ position: 'absolute', inset: 0 }}>
            <FileImage fileId={cover.fileId} alt={`Photo of ${p.headline}`} eager />
          </Box>
        ) : null}
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'linear-gradient(180deg, rgba(0,0,0,0) 35%, rgba(10,16,28,0.78) 100%)',
          }}
        />
        <Box
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: { xs: 2.5, md: 5 }, color: '#fff' }}
        >
          <Typography
            component="p"
            sx={{ fontSize: 12, letterSpacing: '0.28em', textTransform: 'uppercase', opacity: 0.85 }}
          >
            {report.brand} · Marketing report
          </Typography>
          <Typography
            component="h1"
            sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: { xs: 34, md: 56 }, lineHeight: 1.05, mt: 1 }}
          >
            {p.headline}
          </Typography>
          {place && place !== p.headline && (
            <Typography
              sx={{ fontFamily: SERIF, fontStyle: 'italic', fontSize: { xs: 18, md: 24 }, opacity: 0.9 }}
            >
              {place}
            </Typography>
          )}
        </Box>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 2.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography sx={{ fontSize: 18, fontWeight: 600 }}>
            {[
              formatPrice(p.price, p.pricePeriod) ?? 'Price upon request',
              p.statusName,
              p.mlsNumber && `MLS ${p.mlsNumber}`,
            ]
              .filter(Boolean)
              .join('  ·  ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Computed {formatInstant(report.computedAt, report.timeZone)}
            {p.office ? ` · ${p.office}` : ''}
          </Typography>
        </Box>
        {actions}
      </Stack>
      {report.agents.length > 0 && (
        <Box
          component="ul"
          aria-label="Listing agents"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 3,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
          }}
        >
          {report.agents.map((a) => (
            <Box
              component="li"
              key={`${a.name}-${a.email}`}
              sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 1.5, minWidth: 0 }}
            >
              <Typography sx={{ fontFamily: SERIF, fontSize: 20, fontWeight: 600 }}>{a.name}</Typography>
              {a.title && (
                <Typography variant="body2" color="text.secondary">
                  {a.title}
                </Typography>
              )}
              {a.phone && (
                <Typography variant="body2">
                  <Link href={`tel:${a.phone}`} underline="hover" color="inherit">
                    {formatPhone(a.phone)}
                  </Link>
                </Typography>
              )}
              {a.email && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Link href={`mailto:${a.email}`} underline="hover">
                    {a.email}
                  </Link>
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
