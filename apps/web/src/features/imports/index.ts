/** What the imports feature offers other features: the MLS details card of the listing page. */
export { MlsDetailPanel } from './mls-detail-panel';
