import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import { AdditionalMlsSchema, MSG } from '@atrium/domain';
import { sectionCalls, sectionKeys, useAdditionalMls } from '../listing-sections-api';
import type { SectionFormProps, SectionViewProps } from './section-contract';
import { ReadGrid } from '../../../components/record-page/read-grid';

export function AdditionalMlsReadView({ listing }: SectionViewProps) {
  const { data } = useAdditionalMls(listing.id);
  if (!data?.length) return <Typography color="text.secondary">No additional MLS numbers.</Typography>;
  return <ReadGrid items={data.map((r) => [r.mlsName, r.mlsNumber] as [string, string])} />;
}

type Row = { mlsName: string; mlsNumber: string };

/** Extra MLS names and numbers of the listing, saved together. */
export function AdditionalMlsEditForm({ listing, save, leave }: SectionFormProps) {
  const { data } = useAdditionalMls(listing.id);
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (data) setRows(data.map(({ mlsName, mlsNumber }) => ({ mlsName, mlsNumber })));
  }, [data]);

  const submit = async () => {
    const kept = rows.filter((r) => r.mlsName.trim() || r.mlsNumber.trim());
    const parsed = AdditionalMlsSchema.safeParse({ additionalMls: kept });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    // through the page's write queue: the additional MLS bump the listing's version
    const saved = await save(
      [
        (ifMatch) =>
          sectionCalls.saveAdditionalMls(listing.id, parsed.data.additionalMls, ifMatch).then((r) => r.etag),
      ],
      { success: MSG.additionalMlsSaved },
    );
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: sectionKeys.additionalMls(listing.id) });
    leave('next');
  };

  return (
    <Stack spacing={2}>
      {rows.map((r, i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <TextField
            label="MLS name"
            value={r.mlsName}
            onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, mlsName: e.target.value } : x)))}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            label="MLS number"
            value={r.mlsNumber}
            onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, mlsNumber: e.target.value } : x)))}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            sx={{ flex: 1 }}
          />
          <Tooltip title="Remove">
            <IconButton
              aria-label={`Remove MLS ${i + 1}`}
              onClick={() => setRows(rows.filter((_x, j) => j !== i))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      {!rows.length && <Typography color="text.secondary">No additional MLS numbers.</Typography>}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5}>
        <Button
          startIcon={<Add />}
          onClick={() => setRows([...rows, { mlsName: '', mlsNumber: '' }])}
          disabled={rows.length >= 20}
          sx={{ mr: 'auto' }}
        >
          Add MLS
        </Button>
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
        <Button variant="contained" onClick={submit}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
