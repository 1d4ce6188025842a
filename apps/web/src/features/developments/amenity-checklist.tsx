import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { DEVELOPMENT_AMENITY_SECTIONS } from '@atrium/domain';

export type AmenityOption = {
  amenityId: number;
  amenityName: string;
  groupName: string;
  sectionName: string;
};

const SECTION_NAMES: Record<string, string> = {
  BUILDING: 'Building',
  PARKING: 'Parking',
  OUTDOOR: 'Outdoor',
  ASSOCIATION: 'Association',
  GREEN: 'Green',
};

/** The building sections of the amenity catalogue as checkboxes, grouped by section and heading. */
export function AmenityChecklist({
  amenities,
  selected,
  onToggle,
  disabled,
}: {
  amenities: readonly AmenityOption[];
  selected: ReadonlySet<number>;
  onToggle: (amenityId: number, isChecked: boolean) => void;
  disabled?: boolean;
}) {
  const sections = DEVELOPMENT_AMENITY_SECTIONS.map((section) => ({
    section,
    groups: [...new Set(amenities.filter((a) => a.sectionName === section).map((a) => a.groupName))],
  })).filter((s) => s.groups.length);
  return (
    <Stack spacing={2.5}>
      {sections.map(({ section, groups }) => (
        <Box key={section} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
            {SECTION_NAMES[section] ?? section}
          </Typography>
          {groups.map((group) => (
            <Box key={group} sx={{ mb: 1.5 }}>
              <Typography variant="overline" color="text.secondary" component="p">
                {group}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: {
                    xs: '1fr',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    md: 'repeat(3, minmax(0, 1fr))',
                  },
                }}
              >
                {amenities
                  .filter((a) => a.sectionName === section && a.groupName === group)
                  .map((a) => (
                    <FormControlLabel
                      key={a.amenityId}
                      disabled={disabled}
                      label={a.amenityName}
                      control={
                        <Checkbox
                          checked={selected.has(a.amenityId)}
                          onChange={(e) => onToggle(a.amenityId, e.target.checked)}
                        />
                      }
                    />
                  ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
