import { useRef, useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { DEVELOPMENT_LIMITS as L, MSG } from '@atrium/domain';
import { showToast } from '../../../lib/toast-store';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { developmentCalls, useRefreshDevelopment } from '../developments-api';
import type { DevelopmentViewProps } from './section-props';

type AdCopy = { headline: string; body: string };

/**
 * Development Ad Copy: headline and body (bold and italic), each saved when the field loses focus,
 * only when it changed and the body is within 4000 characters.
 */
export function AdCopyTab({ development }: DevelopmentViewProps) {
  const refresh = useRefreshDevelopment(development.id);
  const [value, setValue] = useState<AdCopy>({
    headline: development.adCopyHeadline ?? '',
    body: development.adCopyBody ?? '',
  });
  const saved = useRef(value);
  const [status, setStatus] = useState<string | null>(null);
  const isOver = value.body.length > L.adCopyBodyMax;

  const saveIfChanged = async () => {
    const { headline, body } = value;
    if (isOver || (headline === saved.current.headline && body === saved.current.body)) return;
    setStatus('Saving…');
    try {
      await developmentCalls.adCopy(development.id, headline || null, body || null);
      saved.current = value;
      setStatus('All changes saved');
      showToast('success', MSG.developmentAdCopyUpdated);
      void refresh();
    } catch {
      setStatus(null);
    }
  };

  return (
    <Stack spacing={2}>
      <TextField
        label="Headline"
        value={value.headline}
        onChange={(e) => setValue({ ...value, headline: e.target.value })}
        onBlur={() => void saveIfChanged()}
        slotProps={{ htmlInput: { maxLength: L.adCopyHeadlineMax } }}
        helperText={`${value.headline.length} / ${L.adCopyHeadlineMax}`}
      />
      <div onBlur={() => void saveIfChanged()}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} aria-hidden>
          Ad copy
        </Typography>
        <LazyRichTextEditor
          label="Ad copy"
          testId="development-ad-copy-editor"
          value={value.body}
          onChange={(body) => setValue((v) => ({ ...v, body }))}
          tools={['bold', 'italic']}
          isPastePlainText
          maxLength={L.adCopyBodyMax}
          countText={(html) => html.length}
          message={isOver ? MSG.maxLength('Ad copy', L.adCopyBodyMax) : null}
        />
      </div>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: 20 }}>
        {status ?? 'Changes are saved when you leave a field.'}
      </Typography>
    </Stack>
  );
}
