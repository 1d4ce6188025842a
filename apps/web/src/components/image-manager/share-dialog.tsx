import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  SHARE_LIMITS,
  SHARE_LINK_DAYS,
  SHARE_SIZES,
  ShareFormSchema,
  type ShareForm,
  type ShareFormValues,
  type ShareSize,
} from '@atrium/domain';
import { FormText } from '../form/form-text';
import { ApiError } from '../../lib/api-client';
import { useShareImages } from './images-api';

type ShareDialogProps = {
  imageIds: string[];
  /** The sizes offered for the images' record (its sales region decides the extra ones). */
  sizes: readonly ShareSize[];
  onClose: () => void;
  /** The share was sent (the toast has said so). */
  onShared?: () => void;
};

const FIELDS = ['email', 'title', 'message', 'size'] as const;

/**
 * Shares the selected images by e-mail: the address, the e-mail's title, an optional message and
 * the size the images are sent at. The recipient gets a link to one zip of them.
 */
export function ShareDialog({ imageIds, sizes, onClose, onShared }: ShareDialogProps) {
  const send = useShareImages();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ShareForm, unknown, ShareFormValues>({
    resolver: zodResolver(ShareFormSchema),
    defaultValues: { email: '', title: '', message: '', size: sizes[0] ?? 'original' },
  });
  const fields = control as Control<ShareForm, unknown, unknown>;
  const count = imageIds.length;
  const isSending = send.isPending;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync({ ...values, imageIds });
    } catch (err) {
      // the toast has shown the server's sentence; it stays here too, and on its field
      const message = err instanceof Error ? err.message : String(err);
      setFailure(message);
      if (err instanceof ApiError)
        for (const e of err.errors ?? [])
          if ((FIELDS as readonly string[]).includes(e.field))
            setError(e.field as (typeof FIELDS)[number], { message: e.message });
      return;
    }
    onShared?.();
    onClose();
  });

  return (
    <Dialog
      open
      onClose={isSending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="share-images-title"
    >
      {isSending && <LinearProgress aria-label="Sending" />}
      <DialogTitle id="share-images-title">
        Share {count} image{count === 1 ? '' : 's'}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="share-images-form"
          spacing={2}
          onSubmit={submit}
          noValidate
          sx={{ pt: 1 }}
        >
          <Typography variant="body2" color="text.secondary">
            The recipient gets an e-mail with a link to download the images as one zip file. The link works
            for {SHARE_LINK_DAYS} days.
          </Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <FormText control={fields} name="email" label="Email" type="email" required disabled={isSending} />
          <FormText
            control={fields}
            name="title"
            label="Title"
            required
            disabled={isSending}
            maxLength={SHARE_LIMITS.titleMax}
          />
          <FormText
            control={fields}
            name="message"
            label="Message"
            multiline
            minRows={3}
            disabled={isSending}
            maxLength={SHARE_LIMITS.messageMax}
          />
          <Controller
            control={fields}
            name="size"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={isSending}>
                <FormLabel component="legend">Size</FormLabel>
                <RadioGroup
                  row
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  sx={{ columnGap: 1 }}
                >
                  {sizes.map((size) => (
                    <FormControlLabel
                      key={size}
                      value={size}
                      control={<Radio size="small" />}
                      label={SHARE_SIZES[size].label}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSending}>
          Cancel
        </Button>
        <Button type="submit" form="share-images-form" variant="contained" disabled={isSending}>
          {isSending ? 'Sending...' : 'Share'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
