import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Switch,
  TextField,
} from '@mui/material';
import { MSG, type DesignTemplate } from '@atrium/domain';
import { EmptyState } from '../../components/empty-state/empty-state';
import { PageHeader } from '../../components/page/page-header';
import { ApiError } from '../../lib/api-client';
import { useLookups } from '../lookups';
import { useOfficeTemplates, useToggleTemplate } from './design-vault-api';
import { PageSlider } from './page-slider';
import { TemplateCard, TemplateGrid } from './template-card';

const TITLE = 'Manage Office Design Vault Templates';

/**
 * /designVault/office-templates/{officeId}: the office's templates, each with its enable switch
 * (system admins, and the branch managers and marketing coordinators of the office). A user with
 * several offices in reach picks the office here.
 */
export default function OfficeTemplatesPage() {
  const { officeId: param } = useParams();
  const officeId = param && /^\d+$/.test(param) ? Number(param) : null;
  const navigate = useNavigate();
  const { offices } = useLookups();
  const query = useOfficeTemplates(officeId);
  const [previewed, setPreviewed] = useState<DesignTemplate | null>(null);
  const officeName = offices.find((o) => o.id === officeId)?.name;
  const status = query.error instanceof ApiError ? query.error.status : 0;

  const picker =
    offices.length > 1 ? (
      <TextField
        select
        size="small"
        label="Office"
        value={offices.some((o) => o.id === officeId) ? officeId : ''}
        onChange={(e) => void navigate(`/designVault/office-templates/${e.target.value}`)}
        sx={{ minWidth: { xs: '100%', sm: 260 } }}
      >
        {offices.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    ) : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        overline="Design vault"
        title={TITLE}
        subtitle={officeName ?? 'Choose which templates this office offers its agents.'}
        actions={picker}
      />
      {query.isLoading ? (
        <TemplateGrid label="Loading templates">
          {[1, 2, 3, 4].map((i) => (
            <Box component="li" key={i} sx={{ listStyle: 'none' }}>
              <Skeleton variant="rounded" height={320} />
            </Box>
          ))}
        </TemplateGrid>
      ) : query.isError ? (
        <EmptyState
          tone="error"
          title={
            status === 403
              ? 'You may not manage this office'
              : status === 404
                ? 'Office not found'
                : MSG.designVaultTemplatesFailed
          }
          message={
            status === 403
              ? "An office's templates are managed by system administrators and by the office's branch managers and marketing coordinators."
              : undefined
          }
          action={
            status === 403 || status === 404 ? undefined : (
              <Button onClick={() => void query.refetch()}>Try again</Button>
            )
          }
        />
      ) : !query.data?.length ? (
        <EmptyState title={MSG.noRecordsFound} />
      ) : (
        <>
          <Alert severity="info" variant="outlined">
            Templates switched off here are hidden from the design vault of this office&apos;s listings.
          </Alert>
          <TemplateGrid label="Templates">
            {query.data.map((t) => (
              <TemplateCard
                key={t.id}
                template={t}
                isMuted={!t.isEnabled}
                onOpen={() => setPreviewed(t)}
                footer={<EnableSwitch officeId={officeId!} template={t} />}
              />
            ))}
          </TemplateGrid>
        </>
      )}
      {previewed && <PageSlider template={previewed} onClose={() => setPreviewed(null)} />}
    </Box>
  );
}

/** The switch shows the server's state: it flips when the answer confirms, and waits meanwhile. */
function EnableSwitch({ officeId, template }: { officeId: number; template: DesignTemplate }) {
  const toggle = useToggleTemplate(officeId);
  return (
    <FormControlLabel
      control={
        <Switch
          checked={template.isEnabled}
          disabled={toggle.isPending}
          onChange={(e) => toggle.mutate({ template, flag: e.target.checked })}
          slotProps={{ input: { 'aria-label': `Enable ${template.name}` } }}
        />
      }
      label={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {template.isEnabled ? 'Enabled' : 'Disabled'}
          {toggle.isPending && <CircularProgress size={14} aria-label="Saving" />}
        </Box>
      }
    />
  );
}
