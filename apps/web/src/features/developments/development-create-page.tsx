import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Divider, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import {
  DEVELOPMENT_AMENITY_SECTIONS,
  DEVELOPMENT_LIMITS as L,
  DevelopmentDetailsSchema,
  listingFeatureEndpoints,
  MSG,
  type DevelopmentDetailsBody,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import { showToast } from '../../lib/toast-store';
import { PageHeader } from '../../components/page/page-header';
import { LazyRichTextEditor } from '../../components/rich-text/lazy-rich-text-editor';
import { AmenityChecklist } from './amenity-checklist';
import {
  DevelopmentDetailsFields,
  EMPTY_DEVELOPMENT,
  type DevelopmentDetailsValues,
} from './development-details-fields';
import { developmentCalls, developmentKeys } from './developments-api';

/** The amenity catalogue's building sections (the catalogue the listings use). */
function useAmenityCatalogue() {
  return useQuery({
    queryKey: developmentKeys.catalogue,
    queryFn: () =>
      callEndpoint(
        listingFeatureEndpoints.getAmenities,
        {},
        { errorMessage: MSG.developmentDetailsLoadFailed },
      ).then((r) =>
        r.data.filter((a) => (DEVELOPMENT_AMENITY_SECTIONS as readonly string[]).includes(a.sectionName)),
      ),
    staleTime: 10 * 60_000,
  });
}

/**
 * /eng/developmentDetails/new: details, ad copy and features in one form; on success the new
 * development opens (its logo, photos, videos, agents and listings are added there).
 */
export function DevelopmentCreatePage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const catalogue = useAmenityCatalogue();
  const form = useForm<DevelopmentDetailsValues, unknown, DevelopmentDetailsBody>({
    resolver: zodResolver(DevelopmentDetailsSchema) as never,
    defaultValues: EMPTY_DEVELOPMENT,
    mode: 'onTouched',
  });
  const [headline, setHeadline] = useState('');
  const [body, setBody] = useState('');
  const [amenityIds, setAmenityIds] = useState<Set<number>>(new Set());
  const [isBusy, setBusy] = useState(false);
  const isOver = body.length > L.adCopyBodyMax;

  const create = form.handleSubmit(async (details) => {
    if (isOver) return;
    setBusy(true);
    try {
      const { id } = (
        await developmentCalls.create({
          ...details,
          adCopyHeadline: headline || null,
          adCopyBody: body || null,
          amenityIds: [...amenityIds],
        })
      ).data;
      void qc.invalidateQueries({ queryKey: developmentKeys.all });
      showToast('success', MSG.developmentCreated);
      navigate(`/eng/developmentDetails/${id}`);
    } catch {
      setBusy(false);
    }
  });

  return (
    <Box>
      <PageHeader overline="Developments" title="New development" subtitle="Fields marked * are required." />
      <Paper
        component="form"
        aria-label="New development"
        noValidate
        onSubmit={(e) => void create(e)}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Details
        </Typography>
        <DevelopmentDetailsFields
          control={form.control as Control<DevelopmentDetailsValues, unknown, unknown>}
        />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Ad copy
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Headline"
            value={headline}
            onChange={(e) => setHeadline(e.target.value)}
            slotProps={{ htmlInput: { maxLength: L.adCopyHeadlineMax } }}
          />
          <LazyRichTextEditor
            label="Ad copy"
            value={body}
            onChange={setBody}
            tools={['bold', 'italic']}
            isPastePlainText
            maxLength={L.adCopyBodyMax}
            countText={(html) => html.length}
            message={isOver ? MSG.maxLength('Ad copy', L.adCopyBodyMax) : null}
          />
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Features
        </Typography>
        {catalogue.data ? (
          <AmenityChecklist
            amenities={catalogue.data}
            selected={amenityIds}
            onToggle={(id, on) => {
              const next = new Set(amenityIds);
              if (on) next.add(id);
              else next.delete(id);
              setAmenityIds(next);
            }}
          />
        ) : (
          <Skeleton variant="rounded" height={160} />
        )}
        <Divider sx={{ my: 3 }} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate('/eng/developments')} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            Create development
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
