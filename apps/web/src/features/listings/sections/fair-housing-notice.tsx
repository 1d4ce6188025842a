import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { MSG, type FairHousingFlag } from '@atrium/domain';

/** The flags grouped by the sentence that holds them, in order. */
export function flagsBySentence(flags: FairHousingFlag[]) {
  const groups: Array<{ sentence: string; flags: FairHousingFlag[] }> = [];
  for (const f of flags) {
    const group = groups.find((g) => g.sentence === f.sentence);
    if (group) group.flags.push(f);
    else groups.push({ sentence: f.sentence, flags: [f] });
  }
  return groups;
}

/** A sentence with its flagged phrases marked. */
function MarkedSentence({ sentence, flags }: { sentence: string; flags: FairHousingFlag[] }) {
  const parts: Array<{ text: string; isFlagged: boolean }> = [];
  let at = 0;
  for (const f of [...flags].sort((a, b) => a.start - b.start)) {
    if (f.start < at) continue;
    if (f.start > at) parts.push({ text: sentence.slice(at, f.start), isFlagged: false });
    parts.push({ text: sentence.slice(f.start, f.end), isFlagged: true });
    at = f.end;
  }
  if (at < sentence.length) parts.push({ text: sentence.slice(at), isFlagged: false });
  return (
    <Box component="span">
      {parts.map((p, i) =>
        p.isFlagged ? (
          <Box
            component="mark"
            key={i}
            sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25, borderRadius: 0.5, fontWeight: 600 }}
          >
            {p.text}
          </Box>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </Box>
  );
}

/**
 * The fair-housing check's findings for one text: each sentence with its flagged phrases marked
 * and why they are flagged. Nothing is shown when the text is clean.
 */
export function FairHousingNotice({ flags }: { flags: FairHousingFlag[] }) {
  if (!flags.length) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="fair-housing"
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>Check the wording</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {MSG.adCopyFairHousing}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {flagsBySentence(flags).map((g) => (
          <Box component="li" key={g.sentence} sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="body2" component="div">
              <MarkedSentence sentence={g.sentence} flags={g.flags} />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {[...new Set(g.flags.map((f) => `“${f.text}” ${f.reason}`))].join('; ')}.
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
