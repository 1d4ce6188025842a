import { useState } from 'react';
import { Button } from '@mui/material';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import { MSG } from '@atrium/domain';
import { showToast } from '../../lib/toast-store';
import { notificationCalls } from './notifications-api';

/**
 * Stops (or resumes) the caller's reminders of a listing's coming expiry: listing/{id}/Notification/.
 * `listingName` names the listing for screen readers, since a list shows one button per row;
 * `onChanged` lets the list showing it refresh its own data.
 */
export function ListingReminderButton(props: {
  listingId: number;
  optedOut: boolean;
  listingName: string;
  onChanged: () => void;
}) {
  const [isOff, setOff] = useState(props.optedOut);
  const [isBusy, setBusy] = useState(false);
  const label = isOff ? 'Remind me' : 'Stop reminders';

  const change = async () => {
    setBusy(true);
    try {
      const result = await notificationCalls.setListingReminder(props.listingId, !isOff);
      setOff(result.optedOut);
      showToast('success', result.optedOut ? MSG.remindersOff : MSG.remindersOn);
      props.onChanged();
    } catch {
      /* the api client already said 'Error opting out reminder' */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      color={isOff ? 'primary' : 'inherit'}
      startIcon={isOff ? <NotificationsActiveOutlined /> : <NotificationsOffOutlined />}
      disabled={isBusy}
      onClick={() => void change()}
      aria-label={`${label}: ${props.listingName}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
