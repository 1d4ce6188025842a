import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { VideoUpdateSchema, type Video, type VideoUpdate } from '@atrium/domain';
import { FormText } from '../form/form-text';

type VideoDetailsDialogProps = {
  video: Video;
  label: string;
  isBusy: boolean;
  onSave: (values: VideoUpdate) => void;
  onClose: () => void;
};

type Fields = Pick<VideoUpdate, 'title' | 'caption' | 'description'>;
const FieldsSchema = VideoUpdateSchema.pick({ title: true, caption: true, description: true });

/** The title, caption and description of a video (the update call's fields a person edits). */
export function VideoDetailsDialog({ video, label, isBusy, onSave, onClose }: VideoDetailsDialogProps) {
  const { control, handleSubmit } = useForm<z.input<typeof FieldsSchema>, unknown, Fields>({
    resolver: zodResolver(FieldsSchema),
    defaultValues: {
      title: video.title ?? '',
      caption: video.caption ?? '',
      description: video.description ?? '',
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="video-details-title">
      <DialogTitle id="video-details-title">Details of the {label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <FormText control={control} name="title" label="Title" maxLength={200} />
          <FormText control={control} name="caption" label="Caption" maxLength={250} />
          <FormText
            control={control}
            name="description"
            label="Description"
            maxLength={2000}
            multiline
            minRows={3}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={isBusy} onClick={() => void handleSubmit((v) => onSave(v))()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
