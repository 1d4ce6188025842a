import { useState, type ComponentType } from 'react';
import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { canCreateListing, SHELL_MSG } from '@atrium/domain';
import { useCurrentUser } from '../../../lib/session-store';
import { withLoader } from '../../../lib/loader-store';
import { showToast } from '../../../lib/toast-store';
import { actorFromUser } from '../../../app/actor';

type Dialog = ComponentType<{ onClose: () => void }>;

// the dialog (react-hook-form, zod, MUI's dialog and inputs) loads when it is wanted, not with
// the listings page; a failed load is tried again at the next click
let loading: Promise<Dialog> | null = null;
const loadDialog = () =>
  (loading ??= import('./create-listing-dialog').then(
    (m) => m.default,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  ));

/**
 * 'New listing' for users who may create one: a draft is created and opened at /eng/listing/{id}.
 * A pointer on its way or the keyboard's focus starts loading the dialog; a click on a slow
 * connection shows the page's loading bar until it opens, and a failed load says so.
 */
export function CreateListingButton() {
  const user = useCurrentUser()!;
  const [OpenDialog, setOpenDialog] = useState<Dialog | null>(null);
  const [isOpening, setOpening] = useState(false);
  if (!canCreateListing(actorFromUser(user))) return null;
  const open = () => {
    setOpening(true);
    withLoader('createListingDialog', loadDialog)
      .then(
        (dialog) => setOpenDialog(() => dialog),
        () => showToast('error', SHELL_MSG.serverError),
      )
      .finally(() => setOpening(false));
  };
  const warm = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={open}
        onPointerEnter={warm}
        onFocus={warm}
        disabled={isOpening}
        aria-busy={isOpening}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        New listing
      </Button>
      {OpenDialog && <OpenDialog onClose={() => setOpenDialog(null)} />}
    </>
  );
}
