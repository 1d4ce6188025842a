import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  TablePagination,
  Typography,
} from '@mui/material';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { LIMITS, MSG, OUTBOX_STATUS_LABELS, type OutboxMessage } from '@atrium/domain';
import { PageHeader, Section } from '../../components/page/page-header';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useCurrentUser } from '../../lib/session-store';
import { formatBytes } from '../../lib/format';
import { downloadAttachment, OUTBOX_PAGE_SIZE, useOutbox, useSendTestMail } from './outbox-api';
import { SearchField } from '../../components/form/search-field';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_COLOR = { kept: 'default', queued: 'warning', sent: 'success', failed: 'error' } as const;

/**
 * The message's HTML as the recipient sees it, in a sandboxed frame: no script runs, it cannot
 * reach this page, and links open in a new tab.
 */
function RenderedHtml({ message }: { message: OutboxMessage }) {
  const doc = `<base target="_blank">${message.html ?? ''}`;
  return (
    <Box
      component="iframe"
      title={`E-mail: ${message.subject}`}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      data-testid="outbox-html"
      sx={{
        width: '100%',
        height: { xs: 460, md: 500 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}

function MessageView({ message }: { message: OutboxMessage }) {
  const [view, setView] = useState<'html' | 'text'>(message.html ? 'html' : 'text');
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="outbox-message">
      <Box>
        <Typography
          variant="h3"
          component="h3"
          sx={{ overflowWrap: 'anywhere', fontSize: 18, fontWeight: 600 }}
        >
          {message.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          To {message.toAddress} · {when(message.createdDate)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[message.status]}
            label={OUTBOX_STATUS_LABELS[message.status]}
          />
          {message.attachments.map((a) => (
            <Chip
              key={a.id}
              size="small"
              icon={<AttachFileRounded />}
              label={`${a.fileName} (${formatBytes(a.sizeBytes)})`}
              onClick={() => void downloadAttachment(message.id, a)}
              aria-label={`Download ${a.fileName}`}
            />
          ))}
        </Stack>
        {message.error && (
          <Typography variant="body2" color="error.main" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {message.error}
          </Typography>
        )}
      </Box>
      <Tabs value={view} onChange={(_e, v: 'html' | 'text') => setView(v)} aria-label="Message version">
        <Tab value="html" label="As sent (HTML)" disabled={!message.html} />
        <Tab value="text" label="Plain text" />
      </Tabs>
      {view === 'html' && message.html ? (
        <RenderedHtml message={message} />
      ) : (
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 2,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 14,
          }}
        >
          {message.body}
        </Box>
      )}
    </Stack>
  );
}

/** /eng/admin/outbox (system administrators): every e-mail sent or kept, shown as its recipient sees it. */
export default function OutboxPage() {
  const [input, setInput] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const outbox = useOutbox(to, page);
  const sendTest = useSendTestMail();
  const actor = useCurrentUser();

  useEffect(() => {
    const timer = setTimeout(() => {
      setTo(input.trim().toLowerCase());
      setPage(0);
    }, LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [input]);

  const results = outbox.data?.results ?? [];
  const selected = results.find((m) => m.id === selectedId) ?? results[0];

  return (
    <Box>
      <PageHeader
        title="Outbox"
        subtitle="Every e-mail Atrium sent, or kept here when no mail server is configured, as its recipient sees it."
        actions={
          <Button
            variant="outlined"
            startIcon={<SendRounded />}
            disabled={sendTest.isPending || !actor}
            onClick={() => actor && sendTest.mutate(actor.email)}
          >
            Send test e-mail
          </Button>
        }
      />
      <Section title="Messages" id="outbox">
        <SearchField
          label="Filter by the recipient's e-mail address"
          placeholder="Recipient's e-mail address"
          value={input}
          onChange={setInput}
          fullWidth
          sx={{ mb: 2, maxWidth: 520 }}
        />
        {outbox.isError ? (
          <EmptyState dense tone="error" title={MSG.failedOutbox} />
        ) : outbox.isLoading ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : !results.length ? (
          <EmptyState dense title={MSG.noRecordsFound} />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 320px) minmax(0, 1fr)' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <List
                aria-label="Messages"
                dense
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  py: 0,
                  maxHeight: { xs: 280, md: 560 },
                  overflowY: 'auto',
                }}
              >
                {results.map((m) => (
                  <ListItem key={m.id} disablePadding>
                    <ListItemButton
                      selected={m.id === selected?.id}
                      onClick={() => setSelectedId(m.id)}
                      divider
                    >
                      <ListItemText
                        primary={m.subject}
                        secondary={`${m.toAddress} · ${when(m.createdDate)}`}
                        slotProps={{
                          primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                          secondary: { sx: { overflowWrap: 'anywhere' } },
                        }}
                      />
                      {m.attachments.length > 0 && (
                        <AttachFileRounded fontSize="small" color="action" aria-label="Has attachments" />
                      )}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
              {(outbox.data?.totalRecords ?? 0) > OUTBOX_PAGE_SIZE && (
                <TablePagination
                  component="div"
                  count={outbox.data?.totalRecords ?? 0}
                  page={page}
                  onPageChange={(_e, p) => setPage(p)}
                  rowsPerPage={OUTBOX_PAGE_SIZE}
                  rowsPerPageOptions={[OUTBOX_PAGE_SIZE]}
                />
              )}
            </Box>
            {selected && <MessageView key={selected.id} message={selected} />}
          </Box>
        )}
      </Section>
    </Box>
  );
}
