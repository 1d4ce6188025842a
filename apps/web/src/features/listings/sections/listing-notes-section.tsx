import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { LIMITS, MSG, noteTextLength, type ListingNote } from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { sectionCalls, sectionKeys, useListingNotes } from '../listing-sections-api';
import type { SectionFormProps, SectionViewProps } from './section-contract';
import { formatDateTime } from '../../../lib/format';
import type { RichTextTool } from '../../../components/rich-text/rich-text-editor';

// the editor (ProseMirror) loads when a note is written, not with every listing page

const NOTE_TOOLS: RichTextTool[] = ['bold', 'italic', 'bulletList', 'orderedList'];

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

/** Add a note: bold, italic, bulleted and numbered lists; paste as plain text; 3000 characters. */
export function ListingNotesEditForm({ listing, leave }: SectionFormProps) {
  const [html, setHtml] = useState('');
  const [saving, setSaving] = useState(false);
  const { data } = useListingNotes(listing.id);
  const queryClient = useQueryClient();
  const length = noteTextLength(html);
  const tooLong = length > LIMITS.notesMax;

  const add = async () => {
    if (!length || tooLong) return;
    setSaving(true);
    try {
      await sectionCalls.addNote(listing.id, html);
      showToast('success', MSG.noteSaved);
      setHtml('');
      await queryClient.invalidateQueries({ queryKey: sectionKeys.notes(listing.id) });
    } catch {
      /* 'Error getting/saving notes for listing' shown */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <LazyRichTextEditor
        label="New note"
        testId="note-editor"
        value={html}
        onChange={setHtml}
        tools={NOTE_TOOLS}
        isPastePlainText
        maxLength={LIMITS.notesMax}
        countText={noteTextLength}
        message={tooLong ? MSG.noteMax : null}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
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
