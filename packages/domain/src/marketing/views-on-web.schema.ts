import { z } from 'zod';
import { Id } from '../http';
import { MSG } from '../messages';
import { withHttp } from '../listings/listing-fields';
import { VIEWS_ON_WEB_LIMITS } from './views-on-web.rules';

const TotalViews = z
  .number({ error: MSG.viewsTotalInvalid })
  .int({ error: MSG.viewsTotalInvalid })
  .min(VIEWS_ON_WEB_LIMITS.totalViewsMin, { error: MSG.viewsTotalInvalid })
  .max(VIEWS_ON_WEB_LIMITS.totalViewsMax, { error: MSG.viewsTotalInvalid });

const siteFields = {
  siteName: z
    .string({ error: MSG.required(['Site Name']) })
    .trim()
    .min(1, { error: MSG.required(['Site Name']) })
    .max(VIEWS_ON_WEB_LIMITS.siteNameMax, {
      error: MSG.maxLength('Site Name', VIEWS_ON_WEB_LIMITS.siteNameMax),
    }),
  /** A link without a scheme gets http:// (example.com/home → http://example.com/home). */
  deepLink: z
    .string({ error: MSG.required(['Deep Link']) })
    .trim()
    .min(1, { error: MSG.required(['Deep Link']) })
    .max(VIEWS_ON_WEB_LIMITS.deepLinkMax, {
      error: MSG.maxLength('Deep Link', VIEWS_ON_WEB_LIMITS.deepLinkMax),
    })
    .transform(withHttp),
  totalViews: TotalViews,
};

/** PUT ViewsOnWeb/{id}: a site's name, deep link and total (the name unique among the listing's sites). */
export const ViewsSiteUpdateSchema = z.strictObject(siteFields);
/** POST ViewsOnWeb: the same with the listing. */
export const ViewsSiteCreateSchema = z.strictObject({ listingId: Id, ...siteFields });
export type ViewsSiteInput = z.input<typeof ViewsSiteUpdateSchema>;
export type ViewsSiteBody = z.output<typeof ViewsSiteUpdateSchema>;

export const ViewsSiteSchema = z
  .object({
    /** 0 for the showcase website, which is counted by the page and has no row of its own. */
    id: z.int(),
    listingId: z.int(),
    siteName: z.string(),
    deepLink: z.string(),
    totalViews: z.int(),
    /** The logo's address, when the site has one. */
    url: z.string().nullable(),
    logoFileId: z.string().nullable(),
    /** The day the total counts on in the graph (the day the site was added). */
    entryDate: z.string(),
    isShowcase: z.boolean(),
    /** Views reported by ListTrac: no such feed is connected, so always false. */
    listTrac: z.boolean(),
  })
  .meta({ id: 'ViewsOnWebSite' });
export type ViewsSite = z.infer<typeof ViewsSiteSchema>;

export const ViewsSiteSaved = ViewsSiteSchema.extend({ message: z.string() });

const ViewsDetailSchema = z.object({ siteName: z.string(), totalViews: z.int() });
export const ViewsGraphDaySchema = z.object({ eventDate: z.string(), details: z.array(ViewsDetailSchema) });

/** GET listing/{id}/viewsOnWeb: the sites (the showcase website first when it has views), counts, graph. */
export const ListingViewsOnWebSchema = z.object({
  sites: z.array(ViewsSiteSchema),
  counts: z.object({ sites: z.int(), totalViews: z.int() }),
  /** Every day with views, oldest first; the web cuts the range (graphForRange). */
  graph: z.array(ViewsGraphDaySchema),
});
export type ListingViewsOnWeb = z.infer<typeof ListingViewsOnWebSchema>;
