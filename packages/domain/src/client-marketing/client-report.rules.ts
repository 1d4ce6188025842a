/**
 * The seller's report as it is read: which sections show and in what order, the figures of its
 * overview, the monthly showings, and where each figure comes from. Pure: the API composes the
 * report from these, the web and the PDF draw what they answer.
 */
import { daysOnMarket } from '../listings/listing-search.schema';
import { marketingRate } from '../marketing/marketing.rules';
import { REPORT_SECTION, type ReportSectionName } from './client-marketing.rules';

/** The sections shown, in order, each with its shown children (a hidden parent hides its children). */
export function visibleReportTree<
  T extends { displaySection: boolean; sortOrder: number; childSections: C[] },
  C extends { displaySection: boolean; sortOrder: number },
>(tree: readonly T[]): T[] {
  return [...tree]
    .filter((s) => s.displaySection)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((s) => ({
      ...s,
      childSections: [...s.childSections]
        .filter((c) => c.displaySection)
        .sort((a, b) => a.sortOrder - b.sortOrder),
    }));
}

export const REPORT_FIGURE_FORMATS = ['count', 'money', 'percent', 'days'] as const;
export type ReportFigureFormat = (typeof REPORT_FIGURE_FORMATS)[number];
export type ReportFigure = {
  label: string;
  value: number | null;
  format: ReportFigureFormat;
  source: string;
};

/** Where each part of the report comes from, said under it (chosen texts). */
export const REPORT_SOURCES = {
  listing: 'Listing record in Atrium (list price and listing date as entered by the listing agents)',
  showings: 'Showings recorded by the listing agents in Atrium, with the visitors each showing counted',
  openHouses: 'Open houses scheduled by the listing agents in Atrium',
  viewsOnWeb:
    "Views on web: the showcase website's visits counted by Atrium (one visitor a day), other sites as reported by their operators to the listing agents",
  marketing: 'Marketing items recorded by the listing agents and the marketing department in Atrium',
  emailCampaigns:
    'E-mail campaigns as reported by the sending service: view rate and interaction rate are views and clicks over e-mails sent',
  notes: 'Written by the listing agents',
  brokersLetter: 'From the office',
  inTheNews: 'Press items gathered by the marketing department',
} as const;

/** A section's title in the report, where the builder's name would puzzle a seller. */
export function reportBlockTitle(name: ReportSectionName, displayName: string): string {
  if (name === 'homePage') return 'The Property';
  if (name === 'graph') return 'Views Over Time';
  return displayName;
}

/** The source said under each section. */
export function reportSectionSource(name: ReportSectionName): string {
  switch (name) {
    case 'homePage':
    case 'overview':
      return REPORT_SOURCES.listing;
    case 'showings':
      return REPORT_SOURCES.showings;
    case 'openHouses':
      return REPORT_SOURCES.openHouses;
    case 'viewsOnWeb':
    case 'graph':
      return REPORT_SOURCES.viewsOnWeb;
    case 'emailCampaigns':
      return REPORT_SOURCES.emailCampaigns;
    case 'notes':
      return REPORT_SOURCES.notes;
    case 'brokersLetter':
      return REPORT_SOURCES.brokersLetter;
    case 'inTheNews':
      return REPORT_SOURCES.inTheNews;
    default:
      return REPORT_SOURCES.marketing;
  }
}

type FigureInput = {
  listingDate: string | null;
  today: string;
  price: number | null;
  priceLabel: string;
  showings: readonly { showingDate: string; count: number }[];
  openHouses: readonly { startDateTime: string }[];
  totalViews: number;
  marketingItems: readonly { date: string; marketingTypeId: number; emailsSent: number | null }[];
};

/** The overview's figures: price, days on market, showings and visitors, open houses held, web views, marketing done. */
export function reportOverviewFigures(input: FigureInput): ReportFigure[] {
  const { today } = input;
  const held = input.openHouses.filter((o) => o.startDateTime.slice(0, 10) <= today).length;
  const done = input.marketingItems.filter((i) => i.date <= today);
  const emailsSent = done.reduce((n, i) => n + (i.emailsSent ?? 0), 0);
  return [
    { label: input.priceLabel, value: input.price, format: 'money', source: REPORT_SOURCES.listing },
    {
      label: 'Days on market',
      value: daysOnMarket(input.listingDate, today),
      format: 'days',
      source: REPORT_SOURCES.listing,
    },
    { label: 'Showings', value: input.showings.length, format: 'count', source: REPORT_SOURCES.showings },
    {
      label: 'Visitors at showings',
      value: input.showings.reduce((n, s) => n + s.count, 0),
      format: 'count',
      source: REPORT_SOURCES.showings,
    },
    { label: 'Open houses held', value: held, format: 'count', source: REPORT_SOURCES.openHouses },
    { label: 'Views on web', value: input.totalViews, format: 'count', source: REPORT_SOURCES.viewsOnWeb },
    { label: 'Marketing items', value: done.length, format: 'count', source: REPORT_SOURCES.marketing },
    { label: 'E-mails sent', value: emailsSent, format: 'count', source: REPORT_SOURCES.emailCampaigns },
  ];
}

export type MonthCount = { month: string; showings: number; visitors: number };

/** Showings and their visitors by calendar month ('2026-11'), oldest first, months without showings between included. */
export function showingsByMonth(showings: readonly { showingDate: string; count: number }[]): MonthCount[] {
  if (showings.length === 0) return [];
  const months = new Map<string, MonthCount>();
  for (const s of showings) {
    const month = s.showingDate.slice(0, 7);
    const m = months.get(month) ?? { month, showings: 0, visitors: 0 };
    m.showings += 1;
    m.visitors += s.count;
    months.set(month, m);
  }
  const keys = [...months.keys()].sort();
  const out: MonthCount[] = [];
  for (let month = keys[0]; month <= keys[keys.length - 1]; month = nextMonth(month))
    out.push(months.get(month) ?? { month, showings: 0, visitors: 0 });
  return out;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** An e-mail campaign's two rates as the report shows them ('' when not finite). */
export const campaignRates = (i: {
  views: number | null;
  clicks: number | null;
  emailsSent: number | null;
}) => ({
  viewRate: marketingRate(i.views, i.emailsSent),
  interactionRate: marketingRate(i.clicks, i.emailsSent),
});

/** The sections whose content is marketing items, by their marketing type. */
export const isMarketingSection = (sectionId: number) =>
  sectionId === REPORT_SECTION.advertisements ||
  sectionId === REPORT_SECTION.emailCampaigns ||
  sectionId === REPORT_SECTION.socialCampaigns ||
  sectionId === REPORT_SECTION.featuredPlacements ||
  sectionId === REPORT_SECTION.additionalPromotion;

/**
 * The broker's letter (a chosen text: no letter is stored yet): the office thanks the seller and
 * says what the report holds, signed by the listing agents.
 */
export function brokersLetter(input: { office: string | null; address: string; agents: readonly string[] }) {
  const office = input.office?.trim() || 'our office';
  const signature = input.agents.length ? input.agents.join(', ') : office;
  return [
    `Thank you for entrusting ${office} with ${input.address}.`,
    'This report gathers what we have done to present your home: who has seen it, where it has been shown and how people have responded. Each figure says where it comes from and when it was read, so you can follow the progress from one report to the next.',
    'We are always glad to talk it through with you.',
    signature,
  ];
}
