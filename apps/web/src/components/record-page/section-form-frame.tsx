import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import type { useBlurSave } from '../form/use-blur-save';

/** The frame of a section's edit form: blur saving, the state line and Close / Save. */
export function SectionFormFrame({
  blur,
  children,
  label,
}: {
  blur: ReturnType<typeof useBlurSave>;
  children: ReactNode;
  label: string;
}) {
  return (
    <Box
      component="form"
      aria-label={label}
      noValidate
      onBlur={blur.onBlur}
      onSubmit={(e) => {
        e.preventDefault();
        void blur.finish();
      }}
    >
      {children}
      <Divider sx={{ my: 3 }} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1 }}>
          {blur.state === 'saving' ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={14} color="secondary" /> Saving…
            </Box>
          ) : blur.isDirty ? (
            'Changes are saved when you leave a field.'
          ) : (
            'All changes saved.'
          )}
        </Typography>
        <Button onClick={blur.close} color="inherit">
          Close
        </Button>
        {/* never disabled while a blur save runs: pressing Save blurs the field, and a button
            disabled between mouse-down and mouse-up swallows the click; Save queues behind it */}
        <Button type="submit" variant="contained">
          Save
        </Button>
      </Stack>
    </Box>
  );
}

/** The foot of a form that saves each field as it is left: the reminder, Close and Save. */
export function BlurSaveFooter({ onClose }: { onClose: () => void }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        Changes are saved when you leave a field.
      </Typography>
      <Button color="inherit" onClick={onClose}>
        Close
      </Button>
      <Button type="submit" variant="contained">
        Save
      </Button>
    </Stack>
  );
}
