import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
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
} from '@atrium/domain';
import { sectionCalls, sectionKeys, useAmenityDetails } from '../listing-sections-api';
import type { ListingDetailsData } from '../listings-api';
import type { SectionFormProps, SectionViewProps } from './section-contract';
import { ReadGrid } from './read-fields';
import { formatNumber } from '../../../lib/format';

type Fields = Record<string, string>;
const TAB_FIELDS: Partial<Record<FeatureTab, Array<{ name: string; label: string; max: number }>>> = {
  BUILDING: [{ name: 'year', label: 'Year built', max: 4 }],
  INTERIOR: [
    { name: 'fullBaths', label: 'Full baths', max: 10 },
    { name: 'halfBaths', label: 'Half baths', max: 10 },
    { name: 'rooms', label: 'Total rooms', max: 10 },
    { name: 'bedrooms', label: 'Bedrooms', max: 10 },
    { name: 'interiorSize', label: 'Interior size (sq. ft.)', max: 13 },
  ],
  LOT: [
    { name: 'lotSize', label: 'Lot size', max: 10 },
    { name: 'outdoorSpace', label: 'Outdoor space', max: 13 },
  ],
};
const TAB_SCHEMA = {
  BUILDING: ListingBuildingSchema,
  INTERIOR: ListingInteriorSchema,
  LOT: ListingLotSchema,
} as const;
const num = (v: string) => (v.trim() === '' ? null : Number(v));

function fieldsOf(l: ListingDetailsData): Fields {
  const s = (v: unknown) => (v == null ? '' : String(v));
  return {
    year: s(l.year),
    fullBaths: s(l.fullBaths),
    halfBaths: s(l.halfBaths),
    rooms: s(l.rooms),
    bedrooms: s(l.bedrooms),
    interiorSize: s(l.interiorSize),
    lotSize: s(l.lotSize),
    lotSizeTypeId: s(l.lotSizeTypeId ?? ''),
    outdoorSpace: s(l.outdoorSpace),
  };
}
function bodyOf(tab: 'BUILDING' | 'INTERIOR' | 'LOT', f: Fields, l: ListingDetailsData) {
  if (tab === 'BUILDING')
    return {
      developmentId: (l as { developmentId?: number | null }).developmentId ?? null,
      year: num(f.year),
    };
  if (tab === 'INTERIOR')
    return {
      fullBaths: num(f.fullBaths),
      halfBaths: num(f.halfBaths),
      rooms: num(f.rooms),
      bedrooms: num(f.bedrooms),
      interiorSize: num(f.interiorSize),
    };
  return {
    lotSize: num(f.lotSize),
    lotSizeTypeId: f.lotSizeTypeId ? Number(f.lotSizeTypeId) : null,
    outdoorSpace: f.outdoorSpace.trim() || null,
  };
}

export function ListingFeaturesReadView({ listing }: SectionViewProps) {
  const { data } = useAmenityDetails(listing.id);
  const chosen = (data ?? []).filter((a) => a.selected);
  const unit = LOT_SIZE_UNITS.find((u) => u.id === listing.lotSizeTypeId)?.name ?? '';
  return (
    <Stack spacing={2}>
      <ReadGrid
        items={[
          ['Year built', listing.year],
          [
            'Full / half baths',
            listing.fullBaths != null ? `${listing.fullBaths} / ${listing.halfBaths ?? 0}` : null,
          ],
          ['Total rooms', listing.rooms],
          ['Bedrooms', listing.bedrooms],
          [
            'Interior size',
            listing.interiorSize != null ? `${formatNumber(listing.interiorSize)} sq. ft.` : null,
          ],
          ['Lot size', listing.lotSize != null ? `${listing.lotSize} ${unit}` : null],
          ['Outdoor space', listing.outdoorSpace],
        ]}
      />
      <Box>
        <Typography variant="caption" color="text.secondary">
          Amenities
        </Typography>
        {chosen.length ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {chosen.map((a) => (
              <Chip
                key={a.amenityId}
                size="small"
                variant="outlined"
                label={a.text ? `${a.amenityName}: ${a.text}` : a.amenityName}
              />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">No amenities selected.</Typography>
        )}
      </Box>
    </Stack>
  );
}

export function ListingFeaturesEditForm({ listing, save, leave }: SectionFormProps) {
  const [tab, setTab] = useState<FeatureTab>('BUILDING');
  const [fields, setFields] = useState<Fields>(() => fieldsOf(listing));
  const [saved, setSaved] = useState<Fields>(() => fieldsOf(listing));
  const [error, setError] = useState<string | null>(null);
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

  const saveFields = async () => {
    if (tab !== 'BUILDING' && tab !== 'INTERIOR' && tab !== 'LOT') return;
    const names = [
      ...(TAB_FIELDS[tab] ?? []).map((f) => f.name),
      ...(tab === 'LOT' ? ['lotSizeTypeId'] : []),
    ];
    if (names.every((n) => fields[n] === saved[n])) return;
    const parsed = TAB_SCHEMA[tab].safeParse(bodyOf(tab, fields, listing));
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    const section = tab.toLowerCase() as 'building' | 'interior' | 'lot';
    const ok = await save(
      [
        (ifMatch) =>
          sectionCalls.saveFeatureTab(listing.id, section, parsed.data, ifMatch).then((r) => r.etag),
      ],
      {
        success: MSG.listingSectionSaved(section),
      },
    );
    if (ok) setSaved(fields);
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
      {TAB_FIELDS[tab] && (
        <Box
          onBlur={() => void saveFields()}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {tab === 'BUILDING' && (
            <TextField
              label="Development"
              value={(listing as { development?: string | null }).development ?? 'Not linked'}
              disabled
            />
          )}
          {TAB_FIELDS[tab]!.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              value={fields[f.name]}
              onChange={(e) =>
                setFields({
                  ...fields,
                  [f.name]:
                    f.name === 'outdoorSpace' ? e.target.value : e.target.value.replace(/[^\d.]/g, ''),
                })
              }
              slotProps={{
                htmlInput: { maxLength: f.max, inputMode: f.name === 'outdoorSpace' ? 'text' : 'decimal' },
              }}
            />
          ))}
          {tab === 'LOT' && (
            <TextField
              select
              label="Lot size unit"
              value={fields.lotSizeTypeId}
              onChange={(e) => setFields({ ...fields, lotSizeTypeId: e.target.value })}
            >
              <MenuItem value="">—</MenuItem>
              {LOT_SIZE_UNITS.map((u) => (
                <MenuItem key={u.id} value={String(u.id)}>
                  {u.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
      )}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
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
            void saveFields().then(() => leave('close'));
          }}
        >
          Close
        </Button>
      </Stack>
    </Stack>
  );
}
