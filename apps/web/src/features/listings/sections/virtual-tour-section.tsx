import { useState } from 'react';
import { Link, Stack, TextField } from '@mui/material';
import { MSG, VirtualTourSchema } from '@atrium/domain';
import { sectionCalls } from '../listing-sections-api';
import type { ListingDetailsData } from '../listings-api';
import type { SectionFormProps, SectionViewProps } from './section-contract';
import { ReadGrid } from '../../../components/record-page/read-grid';
import { BlurSaveFooter } from '../../../components/record-page/section-form-frame';

type Tours = { virtualTourUrl?: string | null; virtualTour3dUrl?: string | null };
const toursOf = (l: ListingDetailsData) => l as ListingDetailsData & Tours;
const link = (url: string | null | undefined) =>
  url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  ) : null;

export function VirtualTourReadView({ listing }: SectionViewProps) {
  const t = toursOf(listing);
  return (
    <ReadGrid
      columns={2}
      items={[
        ['Virtual tour', link(t.virtualTourUrl)],
        ['3D virtual tour', link(t.virtualTour3dUrl)],
      ]}
    />
  );
}

/** Virtual tour links: https only ('Url should be in the format of https eg: {host}'). */
export function VirtualTourEditForm({ listing, save, leave }: SectionFormProps) {
  const t = toursOf(listing);
  const [values, setValues] = useState({
    virtualTourUrl: t.virtualTourUrl ?? '',
    virtualTour3dUrl: t.virtualTour3dUrl ?? '',
  });
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (): Promise<'unchanged' | 'saved' | 'failed'> => {
    if (values.virtualTourUrl === saved.virtualTourUrl && values.virtualTour3dUrl === saved.virtualTour3dUrl)
      return 'unchanged';
    const parsed = VirtualTourSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return 'failed';
    }
    setErrors({});
    const ok = await save(
      [(ifMatch) => sectionCalls.saveTours(listing.id, parsed.data, ifMatch).then((r) => r.etag)],
      {
        success: MSG.virtualTourSaved,
      },
    );
    if (ok) setSaved(values);
    return ok ? 'saved' : 'failed';
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Virtual tour"
      spacing={2}
      onBlur={() => void submit()}
      onSubmit={(e) => {
        e.preventDefault();
        void submit().then((r) =>
          r === 'unchanged' ? leave('close') : r === 'saved' ? leave('next') : undefined,
        );
      }}
    >
      {(['virtualTourUrl', 'virtualTour3dUrl'] as const).map((name) => (
        <TextField
          key={name}
          label={name === 'virtualTourUrl' ? 'Virtual tour URL' : '3D virtual tour URL'}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          error={Boolean(errors[name])}
          helperText={errors[name] ?? 'Starts with https://'}
          placeholder="https://"
          slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
          fullWidth
        />
      ))}
      <BlurSaveFooter onClose={() => leave('close')} />
    </Stack>
  );
}
