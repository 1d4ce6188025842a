import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  Link,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { APPLICATION_LIMITS, applicationBadge, isSystemAdmin, MSG, type Application } from '@atrium/domain';
import { PageHeader } from '../../components/page/page-header';
import { SearchField } from '../../components/form/search-field';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { RowActionsMenu } from '../../components/data-table/row-actions-menu';
import { FileImage } from '../../components/image-manager/file-image';
import { useCurrentUser } from '../../lib/session-store';
import { useDebounced } from '../../lib/use-debounced';
import { showToast } from '../../lib/toast-store';
import { ApplicationDialog } from './application-dialog';
import { applicationCalls, applicationKeys, useApplicationList } from './applications-api';

/** The host of a link, shown under the name ('apps.meridian.example'). */
function hostOf(link: string | null): string {
  if (!link) return '';
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}

function AppMark({ app }: { app: Application }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: app.logo ? 'background.paper' : 'primary.main',
        color: 'primary.contrastText',
        border: 1,
        borderColor: 'divider',
        fontWeight: 600,
        fontSize: 14,
        letterSpacing: 0.5,
      }}
    >
      {app.logo ? <FileImage fileId={app.logo.id} alt="" fit="contain" /> : applicationBadge(app)}
    </Box>
  );
}

type CardProps = {
  app: Application;
  isAdmin: boolean;
  onFavourite: (app: Application) => void;
  onEdit: (app: Application) => void;
  onToggle: (app: Application, flag: 'promoted' | 'canShow') => void;
  onDelete: (app: Application) => void;
};

function ApplicationCard({ app, isAdmin, onFavourite, onEdit, onToggle, onDelete }: CardProps) {
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={app.name}
      sx={{
        listStyle: 'none',
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        minWidth: 0,
        borderColor: app.promoted ? 'secondary.main' : 'divider',
        bgcolor: app.canShow ? 'background.paper' : 'action.hover',
      }}
    >
      <AppMark app={app} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {app.link ? (
          <Link
            href={app.link}
            target="_blank"
            rel="noopener noreferrer"
            underline="hover"
            sx={{
              fontWeight: 600,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              overflowWrap: 'anywhere',
            }}
          >
            {app.name}
            <OpenInNewRounded sx={{ fontSize: 14 }} aria-label="(opens in a new tab)" />
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{app.name}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" noWrap>
          {hostOf(app.link)}
        </Typography>
        {(app.promoted || !app.canShow) && (
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {app.promoted && <Chip size="small" color="secondary" label="Promoted" />}
            {!app.canShow && (
              <Chip size="small" variant="outlined" icon={<VisibilityOffOutlined />} label="Hidden" />
            )}
          </Stack>
        )}
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0, alignItems: 'center' }}>
        <Tooltip title={app.isFavourite ? 'Remove from favourites' : 'Add to favourites'}>
          <IconButton
            aria-label={`Favourite ${app.name}`}
            aria-pressed={app.isFavourite}
            onClick={() => onFavourite(app)}
            sx={{ color: app.isFavourite ? 'warning.main' : 'text.secondary' }}
          >
            {app.isFavourite ? <StarRounded /> : <StarBorderRounded />}
          </IconButton>
        </Tooltip>
        {isAdmin && (
          <RowActionsMenu
            label={`Actions for ${app.name}`}
            actions={[
              { label: 'Edit', onClick: () => onEdit(app) },
              { label: app.promoted ? 'Unpromote' : 'Promote', onClick: () => onToggle(app, 'promoted') },
              {
                label: app.canShow ? 'Hide from the directory' : 'Show in the directory',
                onClick: () => onToggle(app, 'canShow'),
              },
              { label: 'Delete', onClick: () => onDelete(app) },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  p: 0,
  m: 0,
} as const;

/** /eng/applications: the directory of the applications meant for the user, favourites first. */
export default function ApplicationListPage() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const isAdmin = user ? isSystemAdmin({ roles: user.roleCodes }) : false;
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(text.trim());
  const result = useApplicationList({ text: query, pageNumber: page, pageSize: APPLICATION_LIMITS.pageSize });
  const [editing, setEditing] = useState<Application | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: applicationKeys.all });

  const favourite = async (app: Application) => {
    if (!user) return;
    try {
      await applicationCalls.setFavourite(app.id, user.userId, !app.isFavourite);
      showToast('success', MSG.applicationSaved);
    } finally {
      refresh();
    }
  };
  const toggle = async (app: Application, flag: 'promoted' | 'canShow') => {
    try {
      const r = await (flag === 'promoted'
        ? applicationCalls.togglePromoted(app.id)
        : applicationCalls.toggleCanShow(app.id));
      showToast('success', r.message);
    } finally {
      refresh();
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await applicationCalls.remove(deleting.id);
      refresh();
    } finally {
      setDeleting(null);
    }
  };

  const total = result.data?.totalRecords ?? 0;
  const pages = Math.ceil(total / APPLICATION_LIMITS.pageSize);
  const apps = result.data?.results ?? [];
  return (
    <Box>
      <PageHeader
        title="Applications"
        subtitle="The tools of the network. Star the ones you use most: they come first."
        actions={
          isAdmin ? (
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing(null)}>
              Add application
            </Button>
          ) : undefined
        }
      />
      <Paper role="search" aria-label="Application search" sx={{ p: 2, mb: 2 }}>
        <SearchField
          label="Search applications"
          placeholder="Search by name or acronym"
          value={text}
          maxLength={APPLICATION_LIMITS.textMax}
          fullWidth
          onChange={(v) => {
            setText(v);
            setPage(1);
          }}
        />
      </Paper>
      {result.isLoading ? (
        <Box component="ul" role="status" aria-busy aria-label="Applications" sx={GRID}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} component="li" variant="rounded" height={96} sx={{ listStyle: 'none' }} />
          ))}
        </Box>
      ) : result.isError ? (
        <EmptyState tone="error" title={MSG.applicationListFailed} dense />
      ) : apps.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={MSG.noRecordsFound} dense />
        </Paper>
      ) : (
        <Box component="ul" aria-label="Applications" sx={GRID}>
          {apps.map((app) => (
            <ApplicationCard
              key={app.id}
              app={app}
              isAdmin={isAdmin}
              onFavourite={(a) => void favourite(a)}
              onEdit={setEditing}
              onToggle={(a, flag) => void toggle(a, flag)}
              onDelete={setDeleting}
            />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} />
        </Stack>
      )}
      {editing !== undefined && (
        <ApplicationDialog
          app={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting != null}
        title="Delete application"
        message={MSG.confirmDeleteApplication}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
