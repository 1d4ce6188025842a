import type { ReactNode } from 'react';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import type { ImageTag } from '@atrium/domain';

/** Thumbnail sizes: the smallest width of a grid column at each size (default 1, Small). */
export const THUMB_SIZES = [
  { value: 1, label: 'Small', minWidth: 170 },
  { value: 2, label: 'Medium', minWidth: 230 },
  { value: 3, label: 'Large', minWidth: 320 },
] as const;

export const ALL_TAGS = 'all';

type PanelToolbarProps = {
  visibleCount: number;
  selectedCount: number;
  isAllSelected: boolean;
  onSelectAll: () => void;
  onClearAll: () => void;
  onShare: () => void;
  onDownload: () => void;
  /** Absent when the user may not delete. */
  onDelete?: () => void;
  /** Further actions on the selection (send to main photos...). */
  selectionActions?: ReactNode;
  size: number;
  onSize: (size: number) => void;
  showInfo: boolean;
  onShowInfo: (show: boolean) => void;
  tags: ImageTag[];
  tagFilter: string;
  onTagFilter: (tag: string) => void;
};

/** Selection, the actions on it (enabled once something is selected), and the view options. */
export function PanelToolbar(p: PanelToolbarProps) {
  const none = p.selectedCount === 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, rowGap: 1.5 }}>
      <Button size="small" disabled={p.visibleCount === 0 || p.isAllSelected} onClick={p.onSelectAll}>
        Select all
      </Button>
      <Button size="small" disabled={none} onClick={p.onClearAll}>
        Clear all
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
        {none ? `${p.visibleCount} image${p.visibleCount === 1 ? '' : 's'}` : `${p.selectedCount} selected`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
        {p.selectionActions}
        <Button size="small" startIcon={<ShareOutlined />} disabled={none} onClick={p.onShare}>
          Share
        </Button>
        <Button size="small" startIcon={<FileDownloadOutlined />} disabled={none} onClick={p.onDownload}>
          Download
        </Button>
        {p.onDelete && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={none}
            onClick={p.onDelete}
          >
            Delete
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', flexBasis: '100%' }}>
        <TextField
          select
          size="small"
          label="Thumbnail size"
          value={p.size}
          onChange={(e) => p.onSize(Number(e.target.value))}
          sx={{ width: 140 }}
        >
          {THUMB_SIZES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        {p.tags.length > 0 && (
          <TextField
            select
            size="small"
            label="Filter by tag"
            value={p.tagFilter}
            onChange={(e) => p.onTagFilter(e.target.value)}
            sx={{ width: 170 }}
          >
            <MenuItem value={ALL_TAGS}>All tags</MenuItem>
            {p.tags.map((t) => (
              <MenuItem key={t.id} value={t.name}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={
            <Checkbox size="small" checked={p.showInfo} onChange={(e) => p.onShowInfo(e.target.checked)} />
          }
          label="Display photo info"
          sx={{ mr: 0 }}
        />
      </Box>
    </Box>
  );
}
