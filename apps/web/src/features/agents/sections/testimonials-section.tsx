import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { MSG } from '@atrium/domain';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { formatDate } from '../../../lib/format';
import { useAgentTestimonials } from '../agents-api';
import type { AgentViewProps } from './section-props';

/** Testimonials live in the testimonial service: shown here, managed there (log-in and learn-more links). */
export function TestimonialsView({ agentId }: AgentViewProps) {
  const q = useAgentTestimonials(agentId);
  if (q.isError) return <EmptyState title={MSG.agentTestimonialsFailed} tone="error" dense />;
  if (!q.data) return null;
  const { testimonials, loginUrl, learnMoreUrl, source } = q.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Link
          href={loginUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          Log in to the testimonial service <OpenInNew fontSize="inherit" />
        </Link>
        <Link
          href={learnMoreUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          Learn more <OpenInNew fontSize="inherit" />
        </Link>
        {source === 'sandbox' && <Chip size="small" label="Sandbox" variant="outlined" />}
      </Stack>
      {testimonials.length === 0 ? (
        <EmptyState
          title="No testimonials yet"
          message="Testimonials collected in the testimonial service appear here."
          dense
        />
      ) : (
        testimonials.map((x) => (
          <Box
            key={x.id}
            component="figure"
            sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'secondary.light' }}
          >
            <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
              “{x.body}”
            </Typography>
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {x.author}
              {x.rating != null && ` · ${x.rating}/5`} · {formatDate(x.date)}
            </Typography>
          </Box>
        ))
      )}
    </Stack>
  );
}
