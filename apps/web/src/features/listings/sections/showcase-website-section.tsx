import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Backdrop,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  canEditListing,
  domainProblem,
  isSectionEditDisabled,
  MSG,
  showcaseEndpoints as E,
  showcaseHeadline,
} from '@atrium/domain';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast-store';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { DEFAULT_BRAND, useAppConfig } from '../../lookups';
import type { SectionViewProps } from './section-contract';
import { ShowcaseSettingsForm } from './showcase/showcase-settings-form';

/**
 * The listing page's Showcase Website section (spec/001 section 2): the check and register panel
 * while the listing has no domain; then the domain summary with ACTIVATE, the site actions, the
 * notice and the View button, then the site's settings form (./showcase/).
 */

const NOTICE =
  'Refresh to check for status updates. Even after domain is ready, website may take up to 24 hours to be accessible from the internet.';
type Action = 'purchase' | 'renew' | 'redeem' | 'release';
const OVERLAY: Record<Action, string> = {
  purchase: 'Purchasing domain...',
  renew: 'Renewing domain...',
  redeem: 'Redeeming domain...',
  release: 'Releasing domain...',
};

const keys = {
  site: (id: number) => ['showcase', id] as const,
  eligible: (id: number) => ['showcase', id, 'eligibility'] as const,
};

export function ShowcaseWebsiteReadView({ listing, actor }: SectionViewProps) {
  const listingId = listing.id;
  // without the right to edit this listing the site is shown, its actions and settings are not
  // changeable (the server refuses them too); Disable Showcase Edit hides the section (./index.ts)
  const canEdit = canEditListing(actor, {
    officeId: listing.officeId,
    agentIds: listing.listingAgents.map((a) => a.agentId),
  });
  const readOnly = !canEdit || isSectionEditDisabled(actor, 'ShowcaseWebsite');
  const qc = useQueryClient();
  const eligibility = useQuery({
    queryKey: keys.eligible(listingId),
    queryFn: async () => {
      try {
        return (await callEndpoint(E.getDomainEligibility, { params: { id: listingId } }, { silent: true }))
          .data;
      } catch (e) {
        if (e instanceof ApiError && e.status === 403) return null;
        throw e;
      }
    },
  });
  const site = useQuery({
    queryKey: keys.site(listingId),
    queryFn: async () => {
      try {
        return (await callEndpoint(E.getShowcaseSite, { params: { id: listingId } }, { silent: true })).data;
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirm, setConfirm] = useState<Exclude<Action, 'purchase'> | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['showcase', listingId] });

  const run = useMutation({
    mutationFn: async ({ action, domain }: { action: Action; domain?: string }) => {
      setBusy(action);
      const body = { entityId: listingId, siteType: 0 as const };
      if (action === 'purchase')
        await callEndpoint(
          E.purchaseDomain,
          { body: { ...body, domain: domain! } },
          { errorMessage: MSG.domainNotPurchased, preferServerMessage: true },
        );
      if (action === 'renew')
        await callEndpoint(E.renewDomain, { body }, { errorMessage: MSG.domainRenewError });
      if (action === 'redeem')
        await callEndpoint(E.redeemDomain, { body }, { errorMessage: MSG.domainRedeemError });
      if (action === 'release')
        await callEndpoint(E.releaseDomain, { body }, { errorMessage: MSG.domainReleaseError });
      return action;
    },
    onSuccess: (action) => {
      const text = {
        purchase: MSG.domainPurchased,
        renew: MSG.domainRenewed,
        redeem: MSG.domainRedeemed,
        release: MSG.domainReleased,
      };
      showToast('success', text[action]);
    },
    onSettled: async () => {
      await refresh();
      setBusy(null);
    },
  });
  const publish = useMutation({
    mutationFn: (value: boolean) =>
      callEndpoint(
        E.publishShowcaseSite,
        { params: { id: listingId }, body: { publish: value } },
        { errorMessage: MSG.websiteSaveFailed },
      ),
    onSuccess: () => showToast('success', MSG.websiteSaved),
    onSettled: refresh,
  });

  if (site.isPending || eligibility.isPending)
    return <CircularProgress size={24} aria-label="Loading showcase site" />;
  if (site.isError) return <Alert severity="error">{MSG.showcaseNotAvailable}</Alert>;
  const mode = eligibility.data?.registrarMode;

  const overlay = (
    <Backdrop
      open={!!busy}
      sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
    >
      <CircularProgress color="inherit" />
      <Typography>{busy ? OVERLAY[busy] : ''}</Typography>
    </Backdrop>
  );

  if (!site.data) {
    if (!eligibility.data) return <Alert severity="info">{MSG.showcaseNotEligible}</Alert>;
    if (readOnly) return <Alert severity="info">{MSG.showcaseNotAvailable}</Alert>;
    return (
      <>
        <DomainPanel
          sandbox={mode === 'sandbox'}
          onRegister={(domain) => run.mutate({ action: 'purchase', domain })}
        />
        {overlay}
      </>
    );
  }

  const s = site.data;
  const d = s.domain;
  const cell = (label: string, value: React.ReactNode, wide = false) => (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography
        variant="overline"
        color="text.secondary"
        component="div"
        sx={{ letterSpacing: '0.06em', whiteSpace: 'nowrap' }}
      >
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Typography>
    </Box>
  );
  return (
    <Stack spacing={2}>
      {mode === 'sandbox' && (
        <Chip label="Sandbox registrar" size="small" color="warning" sx={{ alignSelf: 'flex-start' }} />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))' }}>
        {cell('DOMAIN', s.domainUrl, true)}
        {cell('EXPIRATION', formatDate(d?.expirationDate))}
        {cell('RENEWAL DEADLINE', formatDate(d?.renewDeadline))}
        {cell('STATUS', d?.statusDisplay)}
        {cell(
          'ACTIVATE',
          <FormControlLabel
            control={
              <Switch
                checked={s.publish}
                onChange={(e) => publish.mutate(e.target.checked)}
                disabled={publish.isPending || readOnly}
              />
            }
            label={s.publish ? 'On' : 'Off'}
          />,
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Site Actions">
        {!readOnly && d?.canRenew && (
          <Button variant="outlined" onClick={() => setConfirm('renew')}>
            Renew
          </Button>
        )}
        {!readOnly && d?.canRedeem && (
          <Button variant="outlined" onClick={() => setConfirm('redeem')}>
            Redeem
          </Button>
        )}
        {!readOnly && (
          <Button variant="outlined" color="error" onClick={() => setConfirm('release')}>
            Release
          </Button>
        )}
        <Button variant="contained" href={`/site/${listingId}`} target="_blank" rel="noopener">
          NEW SHOWCASE SITE: View
        </Button>
      </Stack>
      <Alert severity="info">{NOTICE}</Alert>
      <ShowcaseSettingsForm
        key={s.id}
        listingId={listingId}
        site={s}
        defaultHeadline={showcaseHeadline(null, listing)}
        readOnly={readOnly}
      />
      <ConfirmDialog
        open={!!confirm}
        title={
          confirm === 'release'
            ? 'Release the domain?'
            : confirm === 'renew'
              ? 'Renew the domain?'
              : 'Redeem the domain?'
        }
        message={
          confirm === 'release'
            ? `${s.domainUrl} is released and the showcase site is deleted.`
            : `${s.domainUrl} is ${confirm === 'renew' ? 'renewed' : 'redeemed'} for one year.`
        }
        confirmLabel={confirm === 'release' ? 'Release' : confirm === 'renew' ? 'Renew' : 'Redeem'}
        destructive={confirm === 'release'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const action = confirm!;
          setConfirm(null);
          run.mutate({ action });
        }}
      />
      {overlay}
    </Stack>
  );
}

/**
 * Check Availability, then Register (disabled once clicked); changing the input starts over. The
 * domain rule (host and company word) answers at once, as the server would.
 */
function DomainPanel({ sandbox, onRegister }: { sandbox: boolean; onRegister: (domain: string) => void }) {
  const brand = useAppConfig().data?.brand ?? DEFAULT_BRAND;
  const [domain, setDomain] = useState('');
  const [state, setState] = useState<'check' | 'register' | 'registering'>('check');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const check = useMutation({
    mutationFn: async () =>
      (await callEndpoint(E.checkDomainAvailability, { query: { domain } }, { silent: true })).data,
    onSuccess: (r) => {
      setMessage({ ok: r.available, text: r.message });
      if (r.available) setState('register');
    },
    onError: (e) => setMessage({ ok: false, text: e instanceof ApiError ? e.message : MSG.domainCheckError }),
  });
  return (
    <Stack spacing={1.5}>
      {sandbox && (
        <Chip label="Sandbox registrar" size="small" color="warning" sx={{ alignSelf: 'flex-start' }} />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Domain"
          size="small"
          value={domain}
          placeholder="12mainstreet.com"
          onChange={(e) => {
            setDomain(e.target.value);
            setState('check');
            setMessage(null);
          }}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
        />
        {state === 'check' ? (
          <Button
            variant="outlined"
            onClick={() => {
              const problem = domainProblem(domain, brand);
              if (problem)
                setMessage({
                  ok: false,
                  text: problem === 'brand' ? MSG.domainBrandPolicy(brand.toLowerCase()) : MSG.domainNotValid,
                });
              else check.mutate();
            }}
            disabled={!domain.trim() || check.isPending}
          >
            Check Availability
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={state === 'registering'}
            onClick={() => {
              setState('registering');
              onRegister(domain);
            }}
          >
            Register
          </Button>
        )}
      </Stack>
      {message && <Alert severity={message.ok ? 'success' : 'warning'}>{message.text}</Alert>}
    </Stack>
  );
}
