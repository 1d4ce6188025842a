import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { MSG, type AdCopy } from '@atrium/domain';
import { formatDateTime } from '../../../lib/format';
import { useAdCopyLookups, useListingAdCopies } from '../ad-copy-api';
import type { SectionViewProps } from './section-contract';
/** An ad copy body as stored: bold and italic only, cleaned by the server. */
function AdCopyBody({ html }: { html: string }) {
  return (
    <Box
      sx={{ '& p': { m: 0, mb: 1 }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The ad copies, by size tab and language, with who drafted and approved an AI text. */
export function AdCopyReadView({ listing }: SectionViewProps) {
  const { data, isLoading, isError } = useListingAdCopies(listing.id);
  const lookups = useAdCopyLookups();
  if (isLoading || lookups.isLoading) return <Typography color="text.secondary">Loading ad copy…</Typography>;
  if (isError || !data || !lookups.data)
    return <Typography color="error">{MSG.errorGettingAdCopies}</Typography>;
  const sizeName = (id: number) => lookups.data.sizes.find((s) => s.id === id)?.name ?? 'Ad copy';
  const languageName = (id: number) => lookups.data.languages.find((l) => l.id === id)?.name ?? '';
  return (
    <Stack spacing={2}>
      {data.suppressAdCopyImport && (
        <Chip size="small" label="MLS import of ad copy suppressed" sx={{ alignSelf: 'flex-start' }} />
      )}
      {!data.adCopies.length ? (
        <Typography color="text.secondary">No ad copy yet.</Typography>
      ) : (
        <Stack
          divider={<Divider flexItem />}
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {data.adCopies.map((a) => (
            <Box
              component="li"
              key={a.id}
              aria-label={`${sizeName(a.adCopySizeId)} ${languageName(a.languageId)}`}
            >
              <Typography variant="overline" color="text.secondary" component="div">
                {sizeName(a.adCopySizeId).toUpperCase()} · {languageName(a.languageId)}
              </Typography>
              {a.headline && (
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {a.headline}
                </Typography>
              )}
              {a.body && <AdCopyBody html={a.body} />}
              {a.aiAdcopy && <Provenance adCopy={a} />}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Provenance({ adCopy }: { adCopy: AdCopy }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
      {[
        `AI draft${adCopy.generatedBy ? ` requested by ${adCopy.generatedBy.name}` : ''}`,
        adCopy.approvedBy ? `approved by ${adCopy.approvedBy.name}` : null,
        formatDateTime(adCopy.updatedAt),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
  );
}
