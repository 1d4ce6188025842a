import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import { LIMITS, MSG, noteTextLength, type ListingNote } from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { sectionCalls, sectionKeys, useListingNotes } from '../listing-sections-api';
import type { SectionFormProps, SectionViewProps } from './section-contract';
import { formatDateTime } from '../../../lib/format';

/** A note as the server stored it: sanitized to bold, italic and lists, no attributes. */
function NoteBody({ html }: { html: string }) {
  return (
    <Box
      sx={{ '& p': { m: 0 }, '& ul, & ol': { my: 0.5, pl: 3 }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function NotesList({ notes }: { notes: ListingNote[] }) {
  if (!notes.length) return <Typography color="text.secondary">No notes yet.</Typography>;
  return (
    <Stack
      divider={<Divider flexItem />}
      spacing={1.5}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Notes"
    >
      {notes.map((n) => (
        <Box component="li" key={n.id}>
          <Typography variant="caption" color="text.secondary">
            {[n.firstName, n.lastName].filter(Boolean).join(' ') || 'Unknown user'} ·{' '}
            {formatDateTime(n.createdDate)}
          </Typography>
          <NoteBody html={n.note} />
        </Box>
      ))}
    </Stack>
  );
}

export function ListingNotesReadView({ listing }: SectionViewProps) {
  const { data, isLoading } = useListingNotes(listing.id);
  if (isLoading) return <Typography color="text.secondary">Loading notes…</Typography>;
  return <NotesList notes={(data ?? []).slice(0, 5)} />;
}

const TOOLS = [
  { cmd: 'bold', label: 'Bold', icon: <FormatBold fontSize="small" /> },
  { cmd: 'italic', label: 'Italic', icon: <FormatItalic fontSize="small" /> },
  { cmd: 'insertUnorderedList', label: 'Bulleted list', icon: <FormatListBulleted fontSize="small" /> },
  { cmd: 'insertOrderedList', label: 'Numbered list', icon: <FormatListNumbered fontSize="small" /> },
];

/** Add a note: bold, italic, bulleted and numbered lists; paste as plain text; 3000 characters. */
export function ListingNotesEditForm({ listing, leave }: SectionFormProps) {
  const editor = useRef<HTMLDivElement>(null);
  const [length, setLength] = useState(0);
  const [saving, setSaving] = useState(false);
  const { data } = useListingNotes(listing.id);
  const queryClient = useQueryClient();
  const tooLong = length > LIMITS.notesMax;

  const add = async () => {
    const html = editor.current?.innerHTML ?? '';
    if (!noteTextLength(html) || tooLong) return;
    setSaving(true);
    try {
      await sectionCalls.addNote(listing.id, html);
      showToast('success', MSG.noteSaved);
      if (editor.current) editor.current.innerHTML = '';
      setLength(0);
      await queryClient.invalidateQueries({ queryKey: sectionKeys.notes(listing.id) });
    } catch {
      /* 'Error getting/saving notes for listing' shown */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ border: 1, borderColor: tooLong ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          role="toolbar"
          aria-label="Formatting"
        >
          {TOOLS.map((t) => (
            <Tooltip key={t.cmd} title={t.label}>
              <IconButton
                size="small"
                aria-label={t.label}
                onMouseDown={(e) => {
                  e.preventDefault();
                  document.execCommand(t.cmd);
                }}
              >
                {t.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          ref={editor}
          contentEditable
          role="textbox"
          aria-multiline
          aria-label="New note"
          data-testid="note-editor"
          onInput={() => setLength(noteTextLength(editor.current?.innerHTML ?? ''))}
          onPaste={(e) => {
            e.preventDefault();
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
          }}
          sx={{ minHeight: 96, p: 1.5, outline: 'none', '& ul, & ol': { pl: 3 } }}
        />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography
          variant="caption"
          color={tooLong ? 'error' : 'text.secondary'}
          sx={{ mr: 'auto' }}
          role="status"
        >
          {length} / {LIMITS.notesMax}
          {tooLong ? ` · ${MSG.noteMax}` : ''}
        </Typography>
        <Button color="inherit" onClick={() => leave('close')}>
          Close
        </Button>
        <Button variant="contained" onClick={add} disabled={saving || length === 0 || tooLong}>
          Add note
        </Button>
      </Stack>
      <NotesList notes={data ?? []} />
    </Stack>
  );
}
