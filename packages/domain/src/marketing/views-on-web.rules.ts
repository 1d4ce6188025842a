/**
 * Views on web: the sites a listing is shown on with their view counts, and the view-statistics
 * graph (ranges, the order of the sites in ten-view bands, their colours). Pure: `today` is passed in.
 */

import { addDays } from '../search/date-presets';

export const VIEWS_ON_WEB_LIMITS = {
  siteNameMax: 500,
  deepLinkMax: 2000,
  /** A total is a whole number from 1 to what an integer column holds (10 digits). */
  totalViewsMin: 1,
  totalViewsMax: 2147483647,
} as const;

/** The name of the site that counts the showcase page's own visits when the listing has no domain. */
export const SHOWCASE_SITE_NAME = 'Showcase Website';

/** The graph's ranges, in the order of their buttons; the last 7 days are shown first. */
export const VIEWS_RANGES = [
  { id: 'all', label: 'All' },
  { id: '30', label: 'Last 30 days' },
  { id: '7', label: 'Last 7 days' },
] as const;
export type ViewsRange = (typeof VIEWS_RANGES)[number]['id'];
export const DEFAULT_VIEWS_RANGE: ViewsRange = '7';

/** The first day a range shows (today included in the count), or null for All. */
export function viewsRangeStart(range: ViewsRange, today: string): string | null {
  if (range === 'all') return null;
  return addDays(today, -(Number(range) - 1));
}

export type ViewsDetail = { siteName: string; totalViews: number };
export type ViewsGraphDay = { eventDate: string; details: ViewsDetail[] };

/**
 * The graph's days for a range: the last 7 or 30 days show every day up to today (a day without
 * views is an empty bar, so the axis keeps its length); All shows the days that have views. Days
 * after today are never shown.
 */
export function graphForRange(
  graph: readonly ViewsGraphDay[],
  range: ViewsRange,
  today: string,
): ViewsGraphDay[] {
  const start = viewsRangeStart(range, today);
  const kept = graph.filter((d) => d.eventDate <= today && (start == null || d.eventDate >= start));
  if (start == null) return [...kept].sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  const byDay = new Map(kept.map((d) => [d.eventDate, d.details]));
  const days: ViewsGraphDay[] = [];
  for (let day = start; day <= today; day = addDays(day, 1))
    days.push({ eventDate: day, details: byDay.get(day) ?? [] });
  return days;
}

/** True when a range has no view to draw: the graph then reads 'No Data Available.'. */
export function hasGraphViews(days: readonly ViewsGraphDay[]): boolean {
  return days.some((d) => d.details.some((x) => x.totalViews > 0));
}

/**
 * Kelly's 22 colours of maximum contrast, in his order, with the white (invisible on the page)
 * replaced by a deep blue and the black moved last: the first sites get the most distinct colours.
 */
export const VIEWS_PALETTE = [
  '#1b4f72',
  '#f3c300',
  '#875692',
  '#f38400',
  '#a1caf1',
  '#be0032',
  '#c2b280',
  '#848482',
  '#008856',
  '#e68fac',
  '#0067a5',
  '#f99379',
  '#604e97',
  '#f6a600',
  '#b3446c',
  '#dcd300',
  '#882d17',
  '#8db600',
  '#654522',
  '#e25822',
  '#2b3d26',
  '#222222',
] as const;

/** The ten-view band of a total: 0-9 is band 0, 10-19 band 1, ... */
export const viewsBand = (totalViews: number) => Math.floor(Math.max(0, totalViews) / 10);

/**
 * Sites in the graph's order: by ten-view band, most viewed first, then by name. Within a band a
 * few more views never reorder the sites, so the legend and the colours stay where they were.
 */
export function orderSitesByBand<T extends { siteName: string; totalViews: number }>(
  sites: readonly T[],
): T[] {
  return [...sites].sort(
    (a, b) =>
      viewsBand(b.totalViews) - viewsBand(a.totalViews) ||
      a.siteName.localeCompare(b.siteName, 'en', { sensitivity: 'base' }),
  );
}

/** A site's colour: its place in the band order, through the 22 colours (the 23rd starts again). */
export const siteColour = (index: number) => VIEWS_PALETTE[index % VIEWS_PALETTE.length];

export type ViewsChart = {
  days: string[];
  series: { siteName: string; colour: string; views: number[] }[];
};

/**
 * The stacked bars: one series per site in band order with its colour, its views on each day of
 * the range (0 when it had none that day). A site without views in the range keeps its colour but
 * is left out, so the legend names only what is drawn.
 */
export function viewsChart(
  sites: readonly { siteName: string; totalViews: number }[],
  days: readonly ViewsGraphDay[],
): ViewsChart {
  const ordered = orderSitesByBand(sites);
  const series = ordered.map((site, i) => ({
    siteName: site.siteName,
    colour: siteColour(i),
    views: days.map((d) => d.details.find((x) => x.siteName === site.siteName)?.totalViews ?? 0),
  }));
  return {
    days: days.map((d) => d.eventDate),
    series: series.filter((s) => s.views.some((v) => v > 0)),
  };
}

/** Add and Save wait for a site name, a deep link and a total of at least 1. */
export function canSaveViewsSite(values: {
  siteName?: string | null;
  deepLink?: string | null;
  totalViews?: number | null;
}): boolean {
  const total = values.totalViews;
  return (
    (values.siteName ?? '').trim() !== '' &&
    (values.siteName ?? '').trim().length <= VIEWS_ON_WEB_LIMITS.siteNameMax &&
    (values.deepLink ?? '').trim() !== '' &&
    total != null &&
    Number.isInteger(total) &&
    total >= VIEWS_ON_WEB_LIMITS.totalViewsMin &&
    total <= VIEWS_ON_WEB_LIMITS.totalViewsMax
  );
}

/**
 * Agents that announce themselves as robots: crawlers, link previews, monitors and scripts. A
 * visit of the showcase page by one of them, or one without any user agent, is not a view.
 */
const ROBOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora link|whatsapp|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-|httpclient|go-http-client|java\/|okhttp|axios\/|node-fetch|headlesschrome.*(?:bot|prerender)|prerender/i;

/** Whether a request of the showcase page counts as a view: a GET by something that is not a robot. */
export function isCountedVisit(method: string, userAgent: string | undefined | null): boolean {
  if (method !== 'GET') return false;
  const agent = (userAgent ?? '').trim();
  return agent !== '' && !ROBOT_AGENT.test(agent);
}
