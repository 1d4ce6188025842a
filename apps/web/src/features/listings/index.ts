/**
 * What the listings feature shares with other features: the marketing item dialog and the views on
 * web block and graph (the report builder edits advertisements and views on web with them).
 */
export { MarketingItemDialog } from './sections/marketing/marketing-item-dialog';
export { default as ViewsOnWebBlock, ViewsOnWebGraph } from './sections/marketing/views-on-web-block';
export { MarketingLinks } from './sections/marketing/marketing-links';
