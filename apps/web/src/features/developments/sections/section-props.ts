import type { DevelopmentData } from '../developments-api';

/** What every tab of the development page gets: the development as read. */
export type DevelopmentViewProps = { development: DevelopmentData };
