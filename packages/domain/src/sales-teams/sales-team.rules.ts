import { LIMITS } from '../constants';

/** Phone display choices of a sales team (spec/002 section 9). */
export const PHONE_DISPLAY_CHOICES = [
  { id: 1, label: 'Primary Agent' },
  { id: 2, label: 'Both Agents' },
  { id: 3, label: 'Custom' },
] as const;
export type PhoneNoDisplayOrder = (typeof PHONE_DISPLAY_CHOICES)[number]['id'];

/** Team status: active when it has at least two members, inactive otherwise. */
export const SALES_TEAM_STATUS = { active: 1, inactive: 2 } as const;
export const SALES_TEAM_STATUS_TEXT: Record<number, string> = { 1: 'Active', 2: 'Inactive' };
export const SALES_TEAM_MIN_ACTIVE_MEMBERS = 2;

/** The limits of the sales team form. */
export const SALES_TEAM_LIMITS = {
  nameMax: 50,
  emailMax: 255,
  websiteMax: 255,
  mlsMax: 200,
  socialUrlMax: 510,
  descriptionMax: 3500,
  phoneMax: 50, // chosen
  accoladesTitleMax: 100, // chosen
  accoladesMax: 2000, // chosen
  pageSize: LIMITS.defaultListSize,
  memberSearchPageSize: LIMITS.agentSearchPageSize,
  assistantSearchPageSize: LIMITS.userSearchPageSize,
  testimonialsMax: 50, // chosen
  testimonialAuthorMax: 100, // chosen
  testimonialTextMax: 2000, // chosen
} as const;

/** The status a team takes from its member count: two or more members make it active. */
export function statusForMemberCount(count: number): number {
  return count >= SALES_TEAM_MIN_ACTIVE_MEMBERS ? SALES_TEAM_STATUS.active : SALES_TEAM_STATUS.inactive;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of the description as a reader sees it: the limit counts it, not the markup. */
export function descriptionText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&([a-z]+|#\d+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(Number(e.slice(1)) || 32) : (ENTITIES[e.toLowerCase()] ?? m),
    )
    .trim();
}
export const descriptionLength = (html: string | null | undefined) => descriptionText(html).length;

/** New display orders after a move: the list as given, numbered from 1. */
export function renumber<T extends { agentId: number }>(
  list: readonly T[],
): Array<T & { displayOrder: number }> {
  return list.map((item, i) => ({ ...item, displayOrder: i + 1 }));
}

/** Moves one item of a list up (-1) or down (+1); the list is unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
