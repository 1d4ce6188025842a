import { Box } from '@mui/material';
import { logoVariant } from '@atrium/domain';

type Variant = ReturnType<typeof logoVariant>;

const GOLD = '#c9a96e';

/** The brand mark: an arch over the brand initial, drawn for the variant (spec/000 section 9). */
function Mark({ variant }: { variant: Variant }) {
  return (
    <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden focusable="false">
      {variant === 'region20' ? (
        <circle cx="17" cy="17" r="15.5" fill="none" stroke={GOLD} strokeWidth="1.2" />
      ) : variant === 'office157' ? (
        <rect x="2" y="2" width="30" height="30" rx="3" fill="none" stroke={GOLD} strokeWidth="1.2" />
      ) : (
        <path d="M4 32V15a13 13 0 0 1 26 0v17" fill="none" stroke={GOLD} strokeWidth="1.2" />
      )}
      <path
        d="M10 25V12.5l7 8.5 7-8.5V25"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

const TAGLINE: Record<Variant, string | null> = {
  default: null,
  region20: 'International',
  office157: 'Private Office',
};

/**
 * The logo in the navigation: the brand word comes from configuration; sales region 20 and
 * office 157 have their own variants, every other user sees the default.
 */
export function BrandLogo({ brand, variant }: { brand: string; variant: Variant }) {
  const tagline = TAGLINE[variant];
  return (
    <Box
      data-logo-variant={variant}
      role="img"
      aria-label={tagline ? `${brand} ${tagline}` : brand}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: '#fff' }}
    >
      <Mark variant={variant} />
      <Box sx={{ lineHeight: 1 }}>
        <Box
          component="span"
          sx={{
            display: 'block',
            fontFamily: '"Cormorant Garamond", Georgia, serif',
            fontSize: 22,
            fontWeight: 600,
            letterSpacing: '0.22em',
            textTransform: 'uppercase',
          }}
        >
          {brand}
        </Box>
        {tagline && (
          <Box
            component="span"
            sx={{
              display: 'block',
              mt: 0.5,
              fontSize: 10,
              letterSpacing: '0.28em',
              textTransform: 'uppercase',
              color: GOLD,
            }}
          >
            {tagline}
          </Box>
        )}
      </Box>
    </Box>
  );
}
