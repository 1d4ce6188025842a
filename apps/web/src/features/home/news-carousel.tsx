import { useEffect, useState } from 'react';
import { Box, Button, IconButton, Link, Skeleton, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ArrowOutward from '@mui/icons-material/ArrowOutward';
import { MSG, type NewsItem } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';

const ADVANCE_MS = 8000;
const BACKDROPS = [
  'linear-gradient(120deg, #14263f 0%, #1f3a5f 55%, #3c5a80 100%)',
  'linear-gradient(120deg, #2b2a28 0%, #4a3f2f 60%, #8a6d3b 100%)',
  'linear-gradient(120deg, #1d3b36 0%, #2e5a4f 60%, #5f7f6a 100%)',
  'linear-gradient(120deg, #2a2438 0%, #453a5c 60%, #6d5f8a 100%)',
];

/** Soft architectural lines over the backdrop of a news slide without its own image. */
function Lines() {
  return (
    <Box
      component="svg"
      aria-hidden
      viewBox="0 0 400 240"
      preserveAspectRatio="xMaxYMid slice"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.18 }}
    >
      <g fill="none" stroke="#fff" strokeWidth="1">
        <path d="M250 240V110a75 75 0 0 1 150 0v130" />
        <path d="M275 240V118a50 50 0 0 1 100 0v122" />
        <path d="M300 240V128a25 25 0 0 1 50 0v112" />
        <path d="M180 240V60h40v180M190 80h20M190 100h20M190 120h20M190 140h20M190 160h20" />
      </g>
    </Box>
  );
}

type Props = { news: NewsItem[] | undefined; isLoading: boolean; isError: boolean };

/** The news carousel of the home page: one item at a time, arrows, dots, gentle auto-advance. */
export function NewsCarousel({ news, isLoading, isError }: Props) {
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const count = news?.length ?? 0;
  const current = news?.[Math.min(index, Math.max(count - 1, 0))];

  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (count < 2 || isPaused || reduce) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearInterval(t);
  }, [count, isPaused]);

  if (isLoading) return <Skeleton variant="rounded" height={240} />;
  if (isError) return <EmptyState dense tone="error" title={MSG.failedNews} />;
  if (!current) return <EmptyState dense title="No news yet" message="News items appear here once added." />;

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="News"
      data-testid="news-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={isPaused ? 'polite' : 'off'}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 2,
          minHeight: 240,
          color: '#fff',
          background: current.imageUrl
            ? `linear-gradient(90deg, rgba(12,22,38,0.88) 0%, rgba(12,22,38,0.55) 60%, rgba(12,22,38,0.2) 100%), url("${current.imageUrl}") center/cover`
            : BACKDROPS[index % BACKDROPS.length],
          display: 'flex',
          alignItems: 'flex-end',
        }}
      >
        {!current.imageUrl && <Lines />}
        <Box sx={{ position: 'relative', p: { xs: 3, md: 4 }, maxWidth: 680 }}>
          <Typography variant="overline" sx={{ color: '#e3c88f' }}>
            Network news · {index + 1} of {count}
          </Typography>
          <Typography
            variant="h2"
            component="h3"
            sx={{ color: '#fff', fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 1 }}
          >
            {current.title}
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.88)', fontSize: 16, lineHeight: 1.6 }}>
            {current.body}
          </Typography>
          {current.linkUrl && (
            <Link
              href={current.linkUrl}
              target={current.linkUrl.startsWith('/') ? undefined : '_blank'}
              rel="noopener noreferrer"
              sx={{
                color: '#fff',
                mt: 2,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                fontWeight: 600,
              }}
            >
              Read more <ArrowOutward fontSize="small" />
            </Link>
          )}
        </Box>
      </Box>
      {count > 1 && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1.5 }}>
          <Stack direction="row" spacing={0.5} role="group" aria-label="Choose a news item">
            {news!.map((n, i) => (
              <Button
                key={n.id}
                onClick={() => setIndex(i)}
                aria-label={`Show news ${i + 1}: ${n.title}`}
                aria-current={i === index ? 'true' : undefined}
                sx={{ minWidth: 0, p: 1, borderRadius: 4 }}
              >
                <Box
                  sx={{
                    width: i === index ? 22 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: i === index ? 'secondary.main' : 'divider',
                    transition: 'width 200ms',
                  }}
                />
              </Button>
            ))}
          </Stack>
          <Stack direction="row" spacing={0.5}>
            <IconButton onClick={() => go(-1)} aria-label="Previous news item" size="small">
              <ChevronLeft />
            </IconButton>
            <IconButton onClick={() => go(1)} aria-label="Next news item" size="small">
              <ChevronRight />
            </IconButton>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
