import { Typography } from '@mui/material';
import { MSG } from '@atrium/domain';

/** The read view of a section whose screen is built later. */
export function NotAvailableView() {
  return <Typography color="text.secondary">{MSG.notAvailableYet}</Typography>;
}
