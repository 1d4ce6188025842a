import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { DropArea } from '../../components/drop-area/drop-area';
import { formatBytes } from '../../lib/format';

type Props = {
  label: string;
  file: File | null;
  isPdfAccepted: boolean;
  onChange: (file: File | null) => void;
};

/** A file chosen for a record not saved yet: sent once the record exists. */
export function PendingFileSlot(p: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} aria-label={p.label} role="group">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {p.label}
      </Typography>
      {p.file ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <InsertDriveFileOutlined color="action" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={p.file.name}>
              {p.file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatBytes(p.file.size)} · sent on save
            </Typography>
          </Box>
          <Button
            size="small"
            color="inherit"
            onClick={() => p.onChange(null)}
            aria-label={`Remove ${p.label}`}
          >
            Remove
          </Button>
        </Stack>
      ) : (
        <DropArea
          text={`${p.isPdfAccepted ? 'JPG, PNG or PDF' : 'JPG or PNG'}, up to 50 MB`}
          buttonLabel="Choose file"
          accept={p.isPdfAccepted ? 'image/jpeg,image/png,application/pdf' : 'image/jpeg,image/png'}
          inputLabel={`Upload ${p.label}`}
          isDisabled={false}
          onFiles={(files) => files[0] && p.onChange(files[0])}
        />
      )}
    </Paper>
  );
}
