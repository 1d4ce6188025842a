import { useEffect, useRef, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';

export type RichTextTool = 'bold' | 'italic' | 'bulletList' | 'orderedList';

// <b> and <i> rather than TipTap's <strong>/<em>: the markup the server keeps and the notes
// already stored use them
const BoldAsB = Bold.extend({ renderHTML: ({ HTMLAttributes }) => ['b', HTMLAttributes, 0] });
const ItalicAsI = Italic.extend({ renderHTML: ({ HTMLAttributes }) => ['i', HTMLAttributes, 0] });

const TOOLS: Record<RichTextTool, { label: string; icon: ReactNode; run: (e: Editor) => void }> = {
  bold: {
    label: 'Bold',
    icon: <FormatBold fontSize="small" />,
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  italic: {
    label: 'Italic',
    icon: <FormatItalic fontSize="small" />,
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  bulletList: {
    label: 'Bulleted list',
    icon: <FormatListBulleted fontSize="small" />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  orderedList: {
    label: 'Numbered list',
    icon: <FormatListNumbered fontSize="small" />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
};

export type RichTextEditorProps = {
  /** The accessible name of the editing area. */
  label: string;
  /** The HTML shown; set it to '' to clear the editor after a save. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The formatting this place allows; anything else typed or pasted is dropped. */
  tools: readonly RichTextTool[];
  /** Pasted content arrives as plain text (paragraphs kept, formatting dropped). */
  isPastePlainText?: boolean;
  /** The limit shown by the counter; `countText` counts as the server does. */
  maxLength?: number;
  countText?: (html: string) => number;
  /** Shown under the editor (the limit's message, a save error). */
  message?: string | null;
  testId?: string;
};

/**
 * The one rich-text editor (TipTap). Each place chooses its tools, plain-text paste and limit;
 * the server's sanitizer still decides what is stored.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  tools,
  isPastePlainText,
  maxLength,
  countText,
  message,
  testId,
}: RichTextEditorProps) {
  const isPasting = useRef(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        bold: false,
        italic: false,
        bulletList: tools.includes('bulletList') ? {} : false,
        orderedList: tools.includes('orderedList') ? {} : false,
        listItem: tools.includes('bulletList') || tools.includes('orderedList') ? {} : false,
        listKeymap: tools.includes('bulletList') || tools.includes('orderedList') ? {} : false,
        blockquote: false,
        code: false,
        codeBlock: false,
        heading: false,
        horizontalRule: false,
        link: false,
        strike: false,
        underline: false,
      }),
      ...(tools.includes('bold') ? [BoldAsB] : []),
      ...(tools.includes('italic') ? [ItalicAsI] : []),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(testId ? { 'data-testid': testId } : {}),
      },
      // pasteText runs the paste handlers again: the second time the default plain-text paste
      // goes ahead
      handlePaste: isPastePlainText
        ? (view, event) => {
            if (isPasting.current) return false;
            isPasting.current = true;
            try {
              return view.pasteText(event.clipboardData?.getData('text/plain') ?? '');
            } finally {
              isPasting.current = false;
            }
          }
        : undefined,
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(tools.map((t) => [t, e?.isActive(t) ?? false])) as Record<RichTextTool, boolean>,
  });

  // a value set from outside (cleared after a save) replaces the content
  useEffect(() => {
    // a destroyed editor (its component is being replaced) has no schema left to read
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const count = countText ? countText(value) : undefined;
  const isTooLong = maxLength !== undefined && count !== undefined && count > maxLength;
  return (
    <Box>
      <Box sx={{ border: 1, borderColor: isTooLong ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          role="toolbar"
          aria-label="Formatting"
        >
          {tools.map((t) => (
            <Tooltip key={t} title={TOOLS[t].label}>
              <IconButton
                size="small"
                aria-label={TOOLS[t].label}
                aria-pressed={active?.[t] ?? false}
                color={active?.[t] ? 'primary' : 'default'}
                // keep the focus (and the selection) in the text while the button is pressed
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => editor && TOOLS[t].run(editor)}
              >
                {TOOLS[t].icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          component={EditorContent}
          editor={editor}
          sx={{
            '& .ProseMirror': { minHeight: 96, p: 1.5, outline: 'none', overflowWrap: 'anywhere' },
            '& .ProseMirror p': { m: 0 },
            '& .ProseMirror ul, & .ProseMirror ol': { my: 0.5, pl: 3 },
          }}
        />
      </Box>
      {(maxLength !== undefined || message) && (
        <Typography
          variant="caption"
          component="p"
          role="status"
          color={isTooLong || message ? 'error' : 'text.secondary'}
          sx={{ mt: 0.5, display: 'flex', gap: 1 }}
        >
          <Box component="span" sx={{ flex: 1 }}>
            {message}
          </Box>
          {maxLength !== undefined && count !== undefined && (
            <span>
              {count} / {maxLength}
            </span>
          )}
        </Typography>
      )}
    </Box>
  );
}
