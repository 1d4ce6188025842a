import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, ListSubheader, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useNavigate } from 'react-router';
import { daysOnMarket, MSG, UNTITLED_LISTING, type RoleCode } from '@atrium/domain';
import { FileImage } from '../../components/image-manager/file-image';
import { useImages } from '../../components/image-manager/images-api';
import { manageItems, marketingItems, reportItems } from './listing-list/row-actions';
import type { ListingDetailsData } from './listings-api';
import { formatNumber, formatPrice } from '../../lib/format';

type Item = { label: string; to: string; newTab?: boolean };

function ActionButton({ label, items }: { label: string; items: Item[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const id = `listing-${label.toLowerCase()}-menu`;
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ borderColor: 'divider' }}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: '32px' }}>{label}</ListSubheader>
        {items.length === 0 && <MenuItem disabled>{MSG.noRecordsFound}</MenuItem>}
        {items.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setAnchor(null);
              if (item.newTab) window.open(item.to, '_blank', 'noopener');
              else navigate(item.to);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', letterSpacing: '0.06em', textTransform: 'uppercase' }}
      >
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value ?? '—'}
      </Typography>
    </Box>
  );
}

const STATUS_TONE: Record<number, 'success' | 'warning' | 'default' | 'info'> = {
  1: 'success',
  3: 'warning',
  7: 'info',
  11: 'info',
};

/** Header of the listing page: photo, title, address, status, key figures and the top actions. */

/** A rental reads its first rental term with the period ('$6,000/mo'); a sale its current price. */
function headlinePrice(listing: ListingDetailsData) {
  const term = listing.listingType === 'Rental' ? listing.prices[0] : undefined;
  return term ? formatPrice(term.price, term.rentalPeriod) : formatPrice(listing.currentPrice);
}
export function ListingHeader({
  listing,
  roles,
  canManage,
  today,
}: {
  listing: ListingDetailsData;
  roles: readonly RoleCode[];
  canManage: boolean;
  today: string;
}) {
  const address = [listing.address1, listing.address2].filter(Boolean).join(', ');
  const place = [listing.city, [listing.state, listing.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const baths =
    listing.fullBaths != null
      ? `${listing.fullBaths}${listing.halfBaths ? ` · ${listing.halfBaths} half` : ''}`
      : null;
  const dom = daysOnMarket(listing.listingDate, today);
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <ListingCover listingId={listing.id} imageCount={listing.imageCount} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mb: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
            useFlexGap
          >
            <Chip
              size="small"
              label={listing.status ?? 'Unknown'}
              color={STATUS_TONE[listing.listingStatusId] ?? 'default'}
              data-testid="listing-status"
            />
            <Chip size="small" variant="outlined" label={listing.listingType} />
            <Chip size="small" variant="outlined" label={listing.published ? 'Published' : 'Not published'} />
            {listing.listingNumber && (
              <Typography variant="caption" color="text.secondary">
                {listing.listingNumber}
              </Typography>
            )}
          </Stack>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {listing.title || UNTITLED_LISTING}
          </Typography>
          <Typography color="text.secondary">
            {[address, place].filter(Boolean).join(' · ') || 'No address yet'}
          </Typography>
          <Stack direction="row" spacing={4} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Figure
              label="Price"
              value={listing.priceUponRequest ? 'Upon request' : headlinePrice(listing)}
            />
            <Figure label="Beds" value={listing.bedrooms} />
            <Figure label="Baths" value={baths} />
            <Figure
              label="Size"
              value={listing.interiorSize != null ? `${formatNumber(listing.interiorSize)} sq. ft.` : null}
            />
            <Figure label="Days on market" value={dom} />
          </Stack>
        </Box>
        <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ alignSelf: { md: 'flex-start' } }}>
          <ActionButton label="Reports" items={reportItems(listing.id)} />
          <ActionButton label="Marketing" items={marketingItems(listing.id)} />
          {canManage && <ActionButton label="Manage" items={manageItems(listing.id, roles)} />}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The first main photo (its medium rendition), or a calm placeholder naming the photo count. */
function ListingCover({ listingId, imageCount }: { listingId: number; imageCount: number }) {
  const photos = useImages({ entityType: 'listing', entityId: listingId }, 'mainPhoto');
  const first = imageCount > 0 ? photos.data?.[0] : undefined;
  const label = imageCount > 0 ? `${imageCount} photos` : 'No photos yet';
  const box = {
    width: { xs: '100%', md: 200 },
    height: { xs: 200, md: 140 },
    flexShrink: 0,
    borderRadius: 2,
    overflow: 'hidden',
  } as const;
  const fileId = first?.urls.medium ?? first?.urls.small ?? null;
  if (fileId) {
    return (
      <Box sx={box}>
        <FileImage fileId={fileId} alt={`Main photo (${label})`} eager />
      </Box>
    );
  }
  return (
    <Box
      aria-label={label}
      role="img"
      sx={{
        ...box,
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        color: 'primary.main',
        background: 'linear-gradient(135deg, rgba(31,58,95,0.10), rgba(138,109,59,0.14))',
      }}
    >
      <Box>
        <PhotoCameraOutlined />
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
