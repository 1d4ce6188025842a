import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { ChartSpec } from './business-chart';

const BusinessChart = lazy(() => import('./business-chart'));

/** A business chart loaded on demand (the chart library stays out of other screens), room kept while it loads. */
export function LazyChart({ chart }: { chart: ChartSpec }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
      <BusinessChart chart={chart} />
    </Suspense>
  );
}
