import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Checkbox,
  Link,
  FormControlLabel,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
  Button,
} from '@mui/material';
import {
  FEATURE_TABS,
  LIMITS,
  ListingBuildingSchema,
  ListingInteriorSchema,
  ListingLotSchema,
  LOT_SIZE_UNITS,
  MSG,
  type Amenity,
  type FeatureTab,
  type ListingBuilding,
  type ListingInterior,
  type ListingLot,
} from '@atrium/domain';
import type { z } from 'zod';
import { sectionCalls, sectionKeys, useAmenityDetails } from '../listing-sections-api';
import type { SectionFormProps } from './section-contract';
import { useBlurSave } from '../../../components/form/use-blur-save';
import { FormNumber } from '../../../components/form/form-number';
import { FormText } from '../../../components/form/form-text';
import { FormSelect } from '../../../components/form/form-choice';

const INTERIOR_FIELDS = [
  ['fullBaths', 'Full baths'],
  ['halfBaths', 'Half baths'],
  ['rooms', 'Total rooms'],
  ['bedrooms', 'Bedrooms'],
  ['interiorSize', 'Interior size (sq. ft.)'],
] as const;
const LOT_UNITS = LOT_SIZE_UNITS.map((u) => ({ value: u.id, label: u.name }));

type TabBody = Parameters<typeof sectionCalls.saveFeatureTab>[2];

/**
 * Saving one tab's fields (a form of its own, checked by that tab's schema): when changed, on
 * blur, when switching tabs and on Close, through the page's write queue with If-Match.
 */
function useTabSave<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  section: 'building' | 'interior' | 'lot',
  { listing, save, leave }: Pick<SectionFormProps, 'listing' | 'save' | 'leave'>,
) {
  const submit = (values: TOut) =>
    save(
      [
        (ifMatch) =>
          sectionCalls.saveFeatureTab(listing.id, section, values as TabBody, ifMatch).then((r) => r.etag),
      ],
      { success: MSG.listingSectionSaved(section) },
    );
  return useBlurSave(form, submit, leave);
}

/** The development the listing belongs to (set from the development's Associated Listings tab). */
function DevelopmentLink({ listing }: { listing: SectionFormProps['listing'] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        Development
      </Typography>
      {listing.developmentId && listing.development ? (
        <Link component={RouterLink} to={`/eng/developmentDetails/${listing.developmentId}`}>
          {listing.development}
        </Link>
      ) : (
        <Typography color="text.secondary">Not linked</Typography>
      )}
    </Box>
  );
}

export function ListingFeaturesEditForm({ listing, save, leave }: SectionFormProps) {
  const [tab, setTab] = useState<FeatureTab>('BUILDING');
  const building = useForm<z.input<typeof ListingBuildingSchema>, unknown, ListingBuilding>({
    resolver: zodResolver(ListingBuildingSchema),
    defaultValues: {
      developmentId: listing.developmentId ?? null,
      year: listing.year ?? null,
    },
    mode: 'onTouched',
  });
  const interior = useForm<z.input<typeof ListingInteriorSchema>, unknown, ListingInterior>({
    resolver: zodResolver(ListingInteriorSchema),
    defaultValues: {
      fullBaths: listing.fullBaths ?? null,
      halfBaths: listing.halfBaths ?? null,
      rooms: listing.rooms ?? null,
      bedrooms: listing.bedrooms ?? null,
      interiorSize: listing.interiorSize ?? null,
    },
    mode: 'onTouched',
  });
  const lot = useForm<z.input<typeof ListingLotSchema>, unknown, ListingLot>({
    resolver: zodResolver(ListingLotSchema),
    defaultValues: {
      lotSize: listing.lotSize ?? null,
      lotSizeTypeId: (listing.lotSizeTypeId as 1 | 2 | null) ?? null,
      outdoorSpace: listing.outdoorSpace ?? '',
    },
    mode: 'onTouched',
  });
  const props = { listing, save, leave };
  const blurs: Partial<Record<FeatureTab, ReturnType<typeof useBlurSave>>> = {
    BUILDING: useTabSave(building, 'building', props),
    INTERIOR: useTabSave(interior, 'interior', props),
    LOT: useTabSave(lot, 'lot', props),
  };
  const blur = blurs[tab];
  const { data: amenities } = useAmenityDetails(listing.id);
  const [choices, setChoices] = useState<Amenity[] | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (amenities) setChoices(amenities);
  }, [amenities]);

  const groups = useMemo(() => {
    const map = new Map<string, Amenity[]>();
    for (const a of (choices ?? []).filter((x) => x.sectionName === tab))
      map.set(a.groupName, [...(map.get(a.groupName) ?? []), a]);
    return [...map.entries()];
  }, [choices, tab]);

  /** The tab's fields, saved when changed and valid (the schema's message shows under a field). */
  const saveFields = async () => {
    await blur?.saveIfChanged();
  };

  const saveAmenities = async (next: Amenity[]) => {
    setChoices(next);
    const chosen = next
      .filter((a) => a.selected || a.text)
      .map((a) => ({ amenityId: a.amenityId, selected: a.selected, text: a.text }));
    // through the page's write queue: the amenities bump the listing's version
    const saved = await save(
      [(ifMatch) => sectionCalls.saveAmenities(listing.id, chosen, ifMatch).then((r) => r.etag)],
      { success: MSG.amenitiesSaved },
    );
    if (saved) void queryClient.invalidateQueries({ queryKey: sectionKeys.amenities(listing.id) });
  };
  const setAmenity = (id: number, patch: Partial<Amenity>) =>
    (choices ?? []).map((a) => (a.amenityId === id ? { ...a, ...patch } : a));

  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_e, v) => {
          void saveFields();
          setTab(v);
        }}
        variant="scrollable"
        aria-label="Feature tabs"
      >
        {FEATURE_TABS.map((t) => (
          <Tab key={t} value={t} label={t} />
        ))}
      </Tabs>
      <Alert severity="info" variant="outlined">
        {MSG.amenityNote}
      </Alert>
      {blur && (
        <Box
          onBlur={blur.onBlur}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {tab === 'BUILDING' && (
            <>
              <DevelopmentLink listing={listing} />
              <FormNumber
                control={building.control as Control<z.input<typeof ListingBuildingSchema>, unknown, unknown>}
                name="year"
                label="Year built"
              />
            </>
          )}
          {tab === 'INTERIOR' &&
            INTERIOR_FIELDS.map(([name, label]) => (
              <FormNumber
                key={name}
                control={interior.control as Control<z.input<typeof ListingInteriorSchema>, unknown, unknown>}
                name={name}
                label={label}
              />
            ))}
          {tab === 'LOT' && (
            <>
              <FormNumber
                control={lot.control as Control<z.input<typeof ListingLotSchema>, unknown, unknown>}
                name="lotSize"
                label="Lot size"
                decimals={2}
              />
              <FormText
                control={lot.control as Control<z.input<typeof ListingLotSchema>, unknown, unknown>}
                name="outdoorSpace"
                label="Outdoor space"
              />
              <FormSelect
                control={lot.control as Control<z.input<typeof ListingLotSchema>, unknown, unknown>}
                name="lotSizeTypeId"
                label="Lot size unit"
                allowEmpty
                options={LOT_UNITS}
              />
            </>
          )}
        </Box>
      )}
      {!choices ? (
        <Typography color="text.secondary">Loading amenities…</Typography>
      ) : groups.length === 0 ? (
        <Typography color="text.secondary">No amenities in this tab.</Typography>
      ) : (
        groups.map(([group, items]) => (
          <Box key={group} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              {group}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
                columnGap: 2,
              }}
            >
              {items.map((a) => (
                <Stack
                  key={a.amenityId}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', minHeight: 44 }}
                >
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={a.selected}
                        onChange={(e) =>
                          saveAmenities(
                            setAmenity(a.amenityId, {
                              selected: e.target.checked,
                              ...(e.target.checked ? {} : { text: null }),
                            }),
                          )
                        }
                      />
                    }
                    label={a.amenityName}
                  />
                  {a.allowText && (
                    <TextField
                      size="small"
                      placeholder="Details"
                      value={a.text ?? ''}
                      onChange={(e) =>
                        setChoices(
                          setAmenity(a.amenityId, { text: e.target.value.slice(0, LIMITS.amenityTextMax) }),
                        )
                      }
                      onBlur={(e) => {
                        const text = e.target.value.trim() || null;
                        const original = amenities?.find((x) => x.amenityId === a.amenityId)?.text ?? null;
                        if (text !== original)
                          void saveAmenities(
                            setAmenity(a.amenityId, { text, selected: a.selected || Boolean(text) }),
                          );
                      }}
                      slotProps={{
                        htmlInput: {
                          maxLength: LIMITS.amenityTextMax,
                          'aria-label': `${a.amenityName} details`,
                        },
                      }}
                      sx={{ flex: 1, minWidth: 100 }}
                    />
                  )}
                </Stack>
              ))}
            </Box>
          </Box>
        ))
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          color="inherit"
          onClick={() => {
            // an invalid or failed save keeps the form open with its message
            void Promise.resolve(blur?.saveIfChanged()).then((r) => r !== 'failed' && leave('close'));
          }}
        >
          Close
        </Button>
      </Stack>
    </Stack>
  );
}
