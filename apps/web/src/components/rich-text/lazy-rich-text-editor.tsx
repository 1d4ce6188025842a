import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor (ProseMirror) loads where text is edited, not with every page that could edit it.
const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on first use with a placeholder of its height meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={150} />}>
      <Editor {...props} />
    </Suspense>
  );
}
