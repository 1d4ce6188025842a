import { useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import { slidePage, type DesignTemplate } from '@atrium/domain';
import { FileImage } from '../../components/image-manager/file-image';

/**
 * A template's pages one at a time: previous and next buttons, the keyboard's arrows and a dot
 * per page; it stops at the first and the last page. `actions` sit beside Close (the design tool).
 */
export function PageSlider({
  template,
  onClose,
  actions,
}: {
  template: DesignTemplate;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const [page, setPage] = useState(0);
  const count = template.previewFileIds.length;
  const go = (step: number) => setPage((p) => slidePage(p, step, count));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
    else return;
    e.preventDefault();
  };
  const titleId = `slider-${template.id}-title`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {template.name}
        <Typography component="span" color="text.secondary" sx={{ display: 'block', fontSize: 14 }}>
          {template.category} · {template.pageCount} {template.pageCount === 1 ? 'page' : 'pages'}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        {count === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            This template has no page preview yet.
          </Typography>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            <Stack direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: 'center', width: '100%' }}>
              <IconButton aria-label="Previous page" onClick={() => go(-1)} disabled={page === 0}>
                <ChevronLeft />
              </IconButton>
              <Box
                data-testid="slider-page"
                data-page={page + 1}
                aria-live="polite"
                aria-label={`Page ${page + 1} of ${count}`}
                role="group"
                sx={{
                  flex: 1,
                  minWidth: 0,
                  height: { xs: 300, sm: 460 },
                  bgcolor: 'grey.100',
                  borderRadius: 1,
                }}
              >
                <FileImage
                  key={template.previewFileIds[page]}
                  fileId={template.previewFileIds[page]}
                  alt={`${template.name}, page ${page + 1} of ${count}`}
                  fit="contain"
                  eager
                />
              </Box>
              <IconButton aria-label="Next page" onClick={() => go(1)} disabled={page === count - 1}>
                <ChevronRight />
              </IconButton>
            </Stack>
            <Stack direction="row" spacing={0.5} role="group" aria-label="Pages">
              {template.previewFileIds.map((id, i) => (
                <IconButton
                  key={id}
                  size="small"
                  aria-label={`Page ${i + 1}`}
                  aria-current={i === page ? 'page' : undefined}
                  onClick={() => setPage(i)}
                >
                  <Box
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: i === page ? 'primary.main' : 'grey.400',
                    }}
                  />
                </IconButton>
              ))}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
