import type { FormEvent, ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { saveDownload } from '../../lib/download';
import { withLoader } from '../../lib/loader-store';

/**
 * A report's criteria: a form on a card, its fields in a grid (one column on a phone, two on a
 * tablet, `lgColumns` on a laptop), submitted with Enter or its Run report button.
 */
export function ReportForm(props: {
  label: string;
  lgColumns: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      aria-label={props.label}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        props.onSubmit();
      }}
      sx={{ p: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: props.lgColumns },
        }}
      >
        {props.children}
      </Box>
    </Paper>
  );
}

/** A report's headline figures: two a row on a phone, four on a laptop. */
export function Figures({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 1 }}
    >
      {children}
    </Box>
  );
}

/** One headline figure of a report: a small label over its value. */
export function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" noWrap title={value ?? undefined}>
        {value ?? '—'}
      </Typography>
    </Box>
  );
}

/** Makes a report's file on the server and saves it; a failure was already told by the api client. */
export async function downloadReport(loaderKey: string, make: () => Promise<Response>, fileName: string) {
  try {
    await saveDownload(await withLoader(loaderKey, make), fileName);
  } catch {
    /* the api client said so */
  }
}
