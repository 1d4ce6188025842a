import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { MSG } from '@atrium/domain';
import { useListingValidation } from '../listing-sections-api';
import type { SectionViewProps } from './section-contract';

/** The 'Data Complete' state, or what is missing; each line links to the section that fixes it. */
export function CompletenessPanel({
  listingId,
  linkSections = true,
}: {
  listingId: number;
  linkSections?: boolean;
}) {
  const { data, isLoading, isError } = useListingValidation(listingId);
  if (isLoading) return <Typography color="text.secondary">Checking the listing…</Typography>;
  if (isError || !data) return <Typography color="error">{MSG.fetchListingAppData}</Typography>;
  const href = (section: string) => `/eng/listing/${listingId}?edit=${section}`;
  const warnings = data.warnings.filter((w) => w.flagId !== 18);
  return (
    <Stack spacing={2} data-testid="completeness">
      <Box>
        {data.isValid ? (
          <Chip color="success" icon={<CheckCircleOutlined />} label={MSG.dataComplete} />
        ) : (
          <Chip color="error" variant="outlined" icon={<ErrorOutlineOutlined />} label="Data incomplete" />
        )}
      </Box>
      {data.missingFields.length > 0 && (
        <Box>
          <Typography variant="h6" gutterBottom>
            Required
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {data.missingFields.map((m) => (
              <li key={m.key}>
                {linkSections ? (
                  <Link component={RouterLink} to={href(m.section)}>
                    {MSG.required([m.label])}
                  </Link>
                ) : (
                  MSG.required([m.label])
                )}
              </li>
            ))}
          </Stack>
        </Box>
      )}
      {warnings.length > 0 ? (
        <Box>
          <Typography variant="h6" gutterBottom>
            Warnings
          </Typography>
          <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {warnings.map((w) => (
              <Stack component="li" key={w.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <WarningAmberOutlined fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
                {linkSections ? (
                  <Link component={RouterLink} to={href(w.section)}>
                    {w.message}
                  </Link>
                ) : (
                  <Typography variant="body2">{w.message}</Typography>
                )}
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : (
        <Typography color="text.secondary">No warnings.</Typography>
      )}
    </Stack>
  );
}

export const CompletenessReadView = ({ listing }: SectionViewProps) => (
  <CompletenessPanel listingId={listing.id} />
);
