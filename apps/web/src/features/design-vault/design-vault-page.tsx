import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Chip, Skeleton, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  fillDesignToolUrl,
  MSG,
  UNTITLED_LISTING,
  type DesignTemplate,
  type DesignVaultListing,
} from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { PageHeader, Section } from '../../components/page/page-header';
import { ListingPicker } from '../../components/search-picker/listing-picker';
import { FileImage } from '../../components/image-manager/file-image';
import { PageLoading } from '../../app/shell/app-shell';
import { formatMoney } from '../../lib/format';
import { useAppConfig } from '../lookups';
import { useDesignVaultListing, useListingGallery } from './design-vault-api';
import { PageSlider } from './page-slider';
import { TemplateCard, TemplateGrid } from './template-card';

const idOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/**
 * /designVault/{listingId?}: a listing's design-template gallery (the templates its office
 * enables), each opened in a page-preview slider with the link to the design tool. Without a
 * listing id, the listing is picked first.
 */
export default function DesignVaultPage() {
  const listingId = idOf(useParams().listingId);
  if (listingId == null) return <ChooseListing />;
  return <ListingDesignVault key={listingId} listingId={listingId} />;
}

function ChooseListing() {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <PageHeader
        overline="Design vault"
        title="Design Vault"
        subtitle="Brochures, postcards, flyers and social posts made from a listing."
      />
      <Section id="choose-listing" title="Choose a listing">
        <ListingPicker
          label="Listing"
          placeholder="Title, address or listing number"
          onPick={(l) => l && void navigate(`/designVault/${l.id}`)}
        />
      </Section>
    </Box>
  );
}

function ListingDesignVault({ listingId }: { listingId: number }) {
  const host = useAppConfig().data?.designToolName ?? 'the design tool';
  const listing = useDesignVaultListing(listingId);
  const gallery = useListingGallery(listingId);
  const [previewed, setPreviewed] = useState<DesignTemplate | null>(null);

  if (listing.isLoading) return <PageLoading />;
  if (listing.isError || !listing.data)
    return (
      <EmptyState
        isPageHeading
        title="Design Vault"
        message={MSG.designVaultNotInSystem(host)}
        action={
          <Button component={RouterLink} to="/designVault" variant="outlined">
            Choose another listing
          </Button>
        }
      />
    );
  const l = listing.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListingHeader listing={l} />
      {!l.canOpenDesignTool && (
        <Alert severity="info" variant="outlined">
          Only the listing&apos;s agents and those who may edit the listing can open it in {l.designTool.name}
          .
        </Alert>
      )}
      {gallery.isLoading ? (
        <TemplateGrid label="Loading templates">
          {[1, 2, 3].map((i) => (
            <Box component="li" key={i} sx={{ listStyle: 'none' }}>
              <Skeleton variant="rounded" height={300} />
            </Box>
          ))}
        </TemplateGrid>
      ) : gallery.isError ? (
        <EmptyState
          tone="error"
          title={MSG.designVaultTemplatesFailed}
          action={<Button onClick={() => void gallery.refetch()}>Try again</Button>}
        />
      ) : !gallery.data?.length ? (
        <EmptyState title={MSG.noRecordsFound} message="This listing's office offers no design templates." />
      ) : (
        <TemplateGrid label="Design templates">
          {gallery.data.map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              onOpen={() => setPreviewed(t)}
              footer={
                <Button size="small" onClick={() => setPreviewed(t)}>
                  Preview pages
                </Button>
              }
            />
          ))}
        </TemplateGrid>
      )}
      {previewed && (
        <PageSlider
          template={previewed}
          onClose={() => setPreviewed(null)}
          actions={
            l.designTool.url && (
              <Button
                variant="contained"
                endIcon={<OpenInNew />}
                href={fillDesignToolUrl(l.designTool.url, { templateId: previewed.id })}
                target="_blank"
                rel="noopener"
              >
                Open in design tool
              </Button>
            )
          }
        />
      )}
    </Box>
  );
}

function ListingHeader({ listing: l }: { listing: DesignVaultListing }) {
  const address = [l.address1, l.address2].filter(Boolean).join(', ') || l.title || UNTITLED_LISTING;
  const place = [l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <PageHeader
      overline="Design Vault"
      title={address}
      subtitle={
        <Stack
          component="span"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Box component="span">
            {[place, l.listingNumber, l.price != null ? formatMoney(l.price) : 'Price upon request']
              .filter(Boolean)
              .join(' · ')}
          </Box>
          {l.designTool.isSandbox && (
            <Chip size="small" label={`${l.designTool.name}: sandbox`} variant="outlined" />
          )}
        </Stack>
      }
      actions={
        <>
          {l.photos[0] && (
            <Box
              sx={{
                width: 96,
                height: 64,
                borderRadius: 1,
                overflow: 'hidden',
                display: { xs: 'none', sm: 'block' },
              }}
            >
              <FileImage fileId={l.photos[0].smallFileId ?? l.photos[0].fileId} alt="" />
            </Box>
          )}
          <Button
            component={RouterLink}
            to={`/eng/listing/${l.id}`}
            variant="outlined"
            color="inherit"
            startIcon={<ArrowBack />}
          >
            Back to listing
          </Button>
        </>
      }
    />
  );
}
