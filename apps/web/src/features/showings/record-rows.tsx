import { useState, type ReactNode } from 'react';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from '@mui/utils';
import { MSG } from '@atrium/domain';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';

/** `width`: the column's share of a laptop row as a CSS grid track (an equal share by default). */
export type RecordColumn<T> = { label: string; value: (row: T) => ReactNode; width?: string };

type Props<T extends { id: number }> = {
  /** 'open house', 'showing': the add button, the aria labels and the delete question. */
  noun: string;
  columns: RecordColumn<T>[];
  rows: T[];
  isEditable: boolean;
  /** What 'Show more' opens under the row. */
  details: (row: T) => ReactNode;
  /** The inline form for a row (null: a new one); `done` closes it. */
  form: (row: T | null, done: () => void) => ReactNode;
  onDelete: (row: T) => Promise<void>;
  /** Whether a row may be edited and deleted when the list is editable (all rows by default). */
  canChange?: (row: T) => boolean;
};

/**
 * A listing's records as rows that switch between read, expanded ('Show more') and inline edit,
 * one form open at a time. On a laptop the rows line up under the column headers; on a phone
 * each row is a card with its labels.
 */
export function RecordRows<T extends { id: number }>(p: Props<T>) {
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // the actions column has a fixed width so the cells line up under the headers
  const tracks = p.columns.map((c) => c.width ?? 'minmax(0, 1fr)').join(' ');
  const template = { md: `${tracks} ${p.isEditable ? 120 : 40}px` };
  const toggle = (id: number) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const done = () => setEditing(null);

  return (
    <Stack spacing={1.5}>
      {p.isEditable && (
        <Box>
          <Button startIcon={<Add />} onClick={() => setEditing('new')} disabled={editing !== null}>
            Add {p.noun}
          </Button>
        </Box>
      )}
      {editing === 'new' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {p.form(null, done)}
        </Paper>
      )}
      {p.rows.length === 0 ? (
        <Typography color="text.secondary">{MSG.noRecordsFound}</Typography>
      ) : (
        <Box role="table" aria-label={`${p.noun}s`}>
          <Box
            role="row"
            sx={{
              display: { xs: 'none', md: 'grid' },
              gridTemplateColumns: template,
              gap: 2,
              px: 2,
              pb: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {p.columns.map((c) => (
              <Typography key={c.label} role="columnheader" variant="caption" color="text.secondary">
                {c.label}
              </Typography>
            ))}
            <Box role="columnheader">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </Box>
          </Box>
          <Stack spacing={{ xs: 1.5, md: 0 }}>
            {p.rows.map((row) =>
              editing === row.id ? (
                <Paper key={row.id} variant="outlined" sx={{ p: 2, my: 1 }}>
                  {p.form(row, done)}
                </Paper>
              ) : (
                <Paper
                  key={row.id}
                  role="row"
                  variant="outlined"
                  sx={{
                    p: { xs: 1.5, md: 0 },
                    border: { md: 0 },
                    borderBottom: { md: 1 },
                    borderColor: { md: 'divider' },
                    borderRadius: { md: 0 },
                  }}
                >
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', md: template.md },
                      gap: { xs: 0.5, md: 2 },
                      alignItems: 'center',
                      px: { md: 2 },
                      py: { md: 1 },
                    }}
                  >
                    {p.columns.map((c) => (
                      <Box key={c.label} role="cell" sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: { md: 'none' }, minWidth: 140 }}
                        >
                          {c.label}
                        </Typography>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {c.value(row) || '—'}
                        </Typography>
                      </Box>
                    ))}
                    <Stack
                      role="cell"
                      direction="row"
                      sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
                    >
                      <Tooltip title={expanded.has(row.id) ? 'Show less' : 'Show more'}>
                        <IconButton
                          aria-label={expanded.has(row.id) ? 'Show less' : 'Show more'}
                          aria-expanded={expanded.has(row.id)}
                          onClick={() => toggle(row.id)}
                        >
                          {expanded.has(row.id) ? (
                            <ExpandLess fontSize="small" />
                          ) : (
                            <ExpandMore fontSize="small" />
                          )}
                        </IconButton>
                      </Tooltip>
                      {p.isEditable && !(p.canChange?.(row) ?? true) && (
                        // the room of the edit and delete buttons, so 'Show more' lines up with the other rows
                        <Box aria-hidden sx={{ width: 72, flexShrink: 0 }} />
                      )}
                      {p.isEditable && (p.canChange?.(row) ?? true) && (
                        <>
                          <Tooltip title="Edit">
                            <span>
                              <IconButton
                                aria-label={`Edit ${p.noun}`}
                                onClick={() => setEditing(row.id)}
                                disabled={editing !== null}
                              >
                                <EditOutlined fontSize="small" />
                              </IconButton>
                            </span>
                          </Tooltip>
                          <Tooltip title="Delete">
                            <IconButton aria-label={`Delete ${p.noun}`} onClick={() => setDeleting(row)}>
                              <DeleteOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </>
                      )}
                    </Stack>
                  </Box>
                  {expanded.has(row.id) && (
                    <Box sx={{ px: { md: 2 }, pb: { md: 1.5 }, pt: { xs: 1 } }}>{p.details(row)}</Box>
                  )}
                </Paper>
              ),
            )}
          </Stack>
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${p.noun}`}
        message={`Delete this ${p.noun}? This cannot be undone.`}
        isBusy={isBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setIsBusy(true);
          try {
            await p.onDelete(deleting);
          } finally {
            setIsBusy(false);
            setDeleting(null);
          }
        }}
      />
    </Stack>
  );
}

/** Label and value pairs of an expanded row; empty values are left out. */
export function DetailList({ items }: { items: Array<[string, ReactNode]> }) {
  const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (!shown.length) return <Typography color="text.secondary">No further details.</Typography>;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 0.5 }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
