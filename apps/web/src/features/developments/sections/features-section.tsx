import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { MSG } from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { AmenityChecklist } from '../amenity-checklist';
import { developmentCalls, useDevelopmentAmenities, useRefreshDevelopment } from '../developments-api';
import type { DevelopmentViewProps } from './section-props';

/** Development Features: the building amenities, saved together. */
export function FeaturesTab({ development }: DevelopmentViewProps) {
  const amenities = useDevelopmentAmenities(development.id);
  const refresh = useRefreshDevelopment(development.id);
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [isSaving, setSaving] = useState(false);
  useEffect(() => setChosen(null), [amenities.data]);
  if (amenities.isPending) return <Skeleton variant="rounded" height={240} />;
  if (amenities.isError) return <Alert severity="error">{MSG.developmentDetailsLoadFailed}</Alert>;
  const saved = new Set(amenities.data.filter((a) => a.selected).map((a) => a.amenityId));
  const selected = chosen ?? saved;
  const isDirty = chosen !== null && (chosen.size !== saved.size || [...chosen].some((id) => !saved.has(id)));
  const save = async () => {
    setSaving(true);
    try {
      const body = amenities.data.map((a) => ({
        amenityId: a.amenityId,
        selected: selected.has(a.amenityId),
        text: null,
      }));
      const { data } = await developmentCalls.amenities(development.id, body);
      showToast('success', data.message);
      await refresh();
    } catch {
      // the call toasted the catalogue's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={2}>
      <AmenityChecklist
        amenities={amenities.data}
        selected={selected}
        disabled={isSaving}
        onToggle={(id, on) => {
          const next = new Set(selected);
          if (on) next.add(id);
          else next.delete(id);
          setChosen(next);
        }}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" disabled={!isDirty || isSaving} onClick={() => setChosen(null)}>
          Discard changes
        </Button>
        <Button variant="contained" disabled={!isDirty || isSaving} onClick={() => void save()}>
          Save features
        </Button>
      </Stack>
    </Stack>
  );
}
