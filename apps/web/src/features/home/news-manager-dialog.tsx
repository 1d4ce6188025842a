import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewsItemSchema, type NewsItem } from '@atrium/domain';
import type { z } from 'zod';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useNewsMutations } from './home-api';

type FormIn = z.input<typeof NewsItemSchema>;
type FormOut = z.output<typeof NewsItemSchema>;

function NewsForm({
  item,
  nextOrder,
  onDone,
}: {
  item: NewsItem | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { save } = useNewsMutations();
  const { register, handleSubmit, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(NewsItemSchema),
    defaultValues: item
      ? {
          title: item.title,
          body: item.body,
          imageUrl: item.imageUrl ?? '',
          linkUrl: item.linkUrl ?? '',
          displayOrder: item.displayOrder,
        }
      : { title: '', body: '', imageUrl: '', linkUrl: '', displayOrder: nextOrder },
  });
  const err = formState.errors;
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync({ item: values, id: item?.id, version: item?.version });
    onDone();
  });
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={item ? 'Edit news item' : 'Add news item'}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Title"
          required
          autoFocus
          {...register('title')}
          error={!!err.title}
          helperText={err.title?.message}
        />
        <TextField
          label="Text"
          required
          multiline
          minRows={3}
          {...register('body')}
          error={!!err.body}
          helperText={err.body?.message}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Image address"
            fullWidth
            {...register('imageUrl')}
            error={!!err.imageUrl}
            helperText={err.imageUrl?.message ?? 'Optional'}
          />
          <TextField
            label="Link address"
            fullWidth
            {...register('linkUrl')}
            error={!!err.linkUrl}
            helperText={err.linkUrl?.message ?? 'Optional'}
          />
        </Stack>
        <TextField
          label="Order"
          type="number"
          sx={{ width: 140 }}
          {...register('displayOrder')}
          error={!!err.displayOrder}
          helperText={err.displayOrder?.message}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {item ? 'Save changes' : 'Add news item'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** News upkeep for system administrators: list, add, edit, and delete after a confirmation. */
export function NewsManagerDialog({
  open,
  news,
  onClose,
}: {
  open: boolean;
  news: NewsItem[];
  onClose: () => void;
}) {
  const [editing, setEditing] = useState<NewsItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const { remove } = useNewsMutations();
  const nextOrder = Math.max(0, ...news.map((n) => n.displayOrder)) + 1;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="news-manager-title">
      <DialogTitle id="news-manager-title">Manage news</DialogTitle>
      <DialogContent dividers>
        {editing ? (
          <NewsForm
            item={editing === 'new' ? null : editing}
            nextOrder={nextOrder}
            onDone={() => setEditing(null)}
          />
        ) : news.length === 0 ? (
          <EmptyState dense title="No news yet" message="Add the first news item for the home page." />
        ) : (
          <List aria-label="News items" disablePadding>
            {news.map((n) => (
              <ListItem
                key={n.id}
                divider
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit ${n.title}`} onClick={() => setEditing(n)}>
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton aria-label={`Delete ${n.title}`} onClick={() => setDeleting(n)}>
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemText
                  primary={
                    <Typography sx={{ fontWeight: 600 }}>
                      <Box
                        component="span"
                        sx={{ color: 'text.secondary', mr: 1.5, fontVariantNumeric: 'tabular-nums' }}
                      >
                        {n.displayOrder}.
                      </Box>
                      {n.title}
                    </Typography>
                  }
                  secondary={n.body}
                  slotProps={{ secondary: { noWrap: true, sx: { pr: 10 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      {!editing && (
        <DialogActions sx={{ px: 3, py: 2, justifyContent: 'space-between' }}>
          <Button startIcon={<Add />} variant="outlined" onClick={() => setEditing('new')}>
            Add news item
          </Button>
          <Button onClick={onClose} variant="contained">
            Done
          </Button>
        </DialogActions>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete news item?"
        message={`'${deleting?.title ?? ''}' will be removed from the home page for everyone.`}
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </Dialog>
  );
}
