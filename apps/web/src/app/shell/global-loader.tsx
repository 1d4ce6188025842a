import { LinearProgress } from '@mui/material';
import { useLoadingEvents } from '../../lib/loader-store';

/** A thin bar at the top while any named loading event is active (spec/000 section 4.4). */
export function GlobalLoader() {
  const events = useLoadingEvents();
  if (events.length === 0) return null;
  return (
    <LinearProgress
      color="secondary"
      data-testid="global-loader"
      data-events={events.join(' ')}
      aria-label="Loading"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip + 1, height: 3 }}
    />
  );
}
