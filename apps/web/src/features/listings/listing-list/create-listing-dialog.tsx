import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { canCreateListing } from '@atrium/domain';
import { useCurrentUser } from '../../../lib/session-store';
import { actorFromUser } from '../../../app/actor';

// the form (react-hook-form, zod, the dialog) loads when it is wanted, not with the listings page
const loadForm = () => import('./create-listing-form');
const CreateListingDialog = lazy(loadForm);

/** 'New listing' for users who may create one: a draft is created and opened at /eng/listing/{id}. */
export function CreateListingButton() {
  const user = useCurrentUser()!;
  const [open, setOpen] = useState(false);
  if (!canCreateListing(actorFromUser(user))) return null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={() => setOpen(true)}
        // a pointer on its way or the keyboard's focus starts loading the form before the click
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        New listing
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateListingDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
