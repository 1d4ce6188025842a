import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Link, Skeleton, Typography } from '@mui/material';
import {
  formatTimeOfDay,
  graphForRange,
  hasGraphViews,
  viewsChart,
  type ClientReport,
  type ClientReportChildBlock,
  type ReportFigureFormat,
} from '@atrium/domain';
import { formatDate, formatInstant, formatMoney, formatNumber } from '../../lib/format';
import { MarketingLinks } from '../listings';

const ViewsOnWebChart = lazy(() => import('../listings/sections/marketing/views-on-web-chart'));
const ShowingsChart = lazy(() => import('./report-showings-chart'));

const SERIF = '"Cormorant Garamond", "Georgia", serif';

const figureText = (value: number | null, format: ReportFigureFormat) => {
  if (value == null) return '—';
  if (format === 'money') return formatMoney(value);
  if (format === 'percent') return `${formatNumber(value)}%`;
  if (format === 'days') return value === 1 ? '1 day' : `${formatNumber(value)} days`;
  return formatNumber(value);
};

function Figures({
  figures,
}: {
  figures: { label: string; value: number | null; format: ReportFigureFormat }[];
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {figures.map((f) => (
        <Box key={f.label} sx={{ bgcolor: '#f4f1ec', borderRadius: 1, px: 2, py: 1.75, minWidth: 0 }}>
          <Box
            component="dd"
            sx={{ m: 0, fontFamily: SERIF, fontSize: { xs: 26, md: 32 }, fontWeight: 600, color: '#14263f' }}
          >
            {figureText(f.value, f.format)}
          </Box>
          <Box
            component="dt"
            sx={{
              fontSize: 11.5,
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
              color: 'text.secondary',
            }}
          >
            {f.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Rows that read as a table on a laptop and as stacked lines on a phone: when, what, figures. */
function Rows({
  rows,
  empty,
}: {
  rows: { key: number | string; when: string; what: ReactNode; figures?: ReactNode }[];
  empty: string;
}) {
  if (!rows.length) return <Quiet>{empty}</Quiet>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((r) => (
        <Box
          component="li"
          key={r.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '150px minmax(0, 1fr) auto' },
            columnGap: 3,
            rowGap: 0.5,
            py: 1.5,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {r.when}
          </Typography>
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{r.what}</Box>
          {r.figures && (
            <Typography
              variant="body2"
              sx={{ textAlign: { sm: 'right' }, fontVariantNumeric: 'tabular-nums' }}
            >
              {r.figures}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

const Quiet = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ fontFamily: SERIF, fontStyle: 'italic', fontSize: 19, color: 'text.secondary' }}>
    {children}
  </Typography>
);

const ChartSpace = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={300} />}>{children}</Suspense>
);

const joinFigures = (parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' · ');

function Content({
  block,
  report,
  hasChildren,
}: {
  block: ClientReportChildBlock;
  report: ClientReport;
  hasChildren: boolean;
}) {
  const p = report.property;
  switch (block.name) {
    case 'homePage': {
      const baths = (p.fullBaths ?? 0) + (p.halfBaths ? p.halfBaths / 2 : 0);
      return (
        <Figures
          figures={[
            { label: p.listingType === 'Rental' ? 'Rent' : 'List price', value: p.price, format: 'money' },
            { label: 'Bedrooms', value: p.bedrooms, format: 'count' },
            { label: 'Bathrooms', value: baths || null, format: 'count' },
            { label: 'Interior (sq ft)', value: p.interiorSize, format: 'count' },
          ]}
        />
      );
    }
    case 'overview':
      return <Figures figures={block.figures} />;
    case 'viewsOnWeb':
      return (
        <Rows
          empty="No views on web recorded yet."
          rows={(block.views?.sites ?? []).map((s) => ({
            key: s.siteName,
            when: s.siteName,
            what: (
              <Link
                href={s.deepLink}
                target="_blank"
                rel="noopener noreferrer"
                underline="hover"
                variant="body2"
              >
                {s.deepLink.replace(/^https?:\/\//, '')}
              </Link>
            ),
            figures: `${formatNumber(s.totalViews)} ${s.totalViews === 1 ? 'view' : 'views'}`,
          }))}
        />
      );
    case 'graph': {
      // views are stamped with their UTC day (as on the listing page), so the range ends on the UTC day
      const today = report.computedAt.slice(0, 10);
      const days = graphForRange(block.views?.graph ?? [], '30', today);
      if (!hasGraphViews(days)) return <Quiet>No views on web in the last 30 days.</Quiet>;
      return (
        <ChartSpace>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Views a day over the last 30 days, by site.
          </Typography>
          <ViewsOnWebChart chart={viewsChart(block.views?.sites ?? [], days)} />
        </ChartSpace>
      );
    }
    case 'showings':
      return (
        <>
          {block.showingMonths.length > 1 && (
            <ChartSpace>
              <ShowingsChart months={block.showingMonths} />
            </ChartSpace>
          )}
          <Rows
            empty="No showings yet."
            rows={block.showings.map((s) => ({
              key: s.id,
              when: formatDate(s.showingDate) ?? s.showingDate,
              what: (
                <>
                  {s.buyerAgents && <Typography variant="body2">Buyer’s agent: {s.buyerAgents}</Typography>}
                  {s.feedback && (
                    <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                      “{s.feedback}”
                    </Typography>
                  )}
                </>
              ),
              figures: `${formatNumber(s.count)} ${s.count === 1 ? 'visitor' : 'visitors'}`,
            }))}
          />
        </>
      );
    case 'openHouses':
      return (
        <Rows
          empty="No open houses yet."
          rows={block.openHouses.map((o) => ({
            key: o.id,
            when: formatDate(o.startDateTime.slice(0, 10)) ?? o.startDateTime,
            what: (
              <Typography variant="body2">
                {joinFigures([
                  o.doNotShowTime
                    ? 'By appointment'
                    : `${formatTimeOfDay(o.startDateTime)} – ${formatTimeOfDay(o.endDateTime)}`,
                  o.isVirtual ? 'Virtual' : 'In person',
                  o.brokerOnly && 'Brokers only',
                ])}
              </Typography>
            ),
            figures: o.attendees == null ? undefined : `${formatNumber(o.attendees)} attended`,
          }))}
        />
      );
    case 'notes':
      return block.html ? (
        <Box
          sx={{
            fontFamily: SERIF,
            fontSize: 20,
            lineHeight: 1.5,
            '& p': { mt: 0, mb: 1.5 },
            '& li': { mb: 0.5 },
          }}
          // cleaned to bold, italic and lists when the agents saved it
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      ) : (
        <Quiet>No notes.</Quiet>
      );
    case 'brokersLetter':
    case 'inTheNews':
      return (
        <Box sx={{ maxWidth: 680 }}>
          {block.paragraphs.map((text, i) => (
            <Typography
              key={i}
              sx={{
                fontFamily: SERIF,
                fontSize: 20,
                lineHeight: 1.5,
                mb: 1.5,
                fontStyle:
                  block.name === 'brokersLetter' && i === block.paragraphs.length - 1 ? 'italic' : undefined,
              }}
            >
              {text}
            </Typography>
          ))}
        </Box>
      );
    default:
      if (hasChildren && !block.items.length) return null;
      return (
        <Rows
          empty={`No ${block.displayName.toLowerCase()} yet.`}
          rows={block.items.map((i) => ({
            key: i.id,
            when: [formatDate(i.date), i.toDate && formatDate(i.toDate)].filter(Boolean).join(' – '),
            what: (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {i.description}
                </Typography>
                {(i.audience || i.marketingTypeName !== block.displayName) && (
                  <Typography variant="body2" color="text.secondary">
                    {joinFigures([
                      i.marketingTypeName !== block.displayName && i.marketingTypeName,
                      i.audience,
                    ])}
                  </Typography>
                )}
                <MarketingLinks links={i.links} size="body2" />
              </>
            ),
            figures: joinFigures([
              i.emailsSent != null && `${formatNumber(i.emailsSent)} sent`,
              i.viewRate && `${i.viewRate} viewed`,
              i.interactionRate && `${i.interactionRate} clicked`,
              i.potentialReach != null && `${formatNumber(i.potentialReach)} reached`,
              i.engagements != null && `${formatNumber(i.engagements)} engagements`,
              i.emailsSent == null && i.views != null && `${formatNumber(i.views)} views`,
            ]),
          }))}
        />
      );
  }
}

/** One section of the report: its title, where its figures come from, its content, its children. */
export function ReportBlockView({
  block,
  report,
  level = 1,
  children,
}: {
  block: ClientReportChildBlock;
  report: ClientReport;
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const headingId = `report-section-${block.id}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={level === 1 ? { pt: { xs: 4, md: 5 }, borderTop: '1px solid', borderColor: 'divider' } : { mt: 4 }}
    >
      <Typography
        id={headingId}
        component={level === 1 ? 'h2' : 'h3'}
        sx={{
          fontFamily: SERIF,
          fontWeight: 600,
          fontSize: level === 1 ? { xs: 30, md: 38 } : 26,
          lineHeight: 1.15,
        }}
      >
        {block.displayName}
      </Typography>
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        sx={{ mt: 0.5, mb: 2.5, maxWidth: 760 }}
      >
        Source: {block.source}. Computed {formatInstant(report.computedAt, report.timeZone)}.
      </Typography>
      <Content block={block} report={report} hasChildren={Boolean(children)} />
      {children}
    </Box>
  );
}
