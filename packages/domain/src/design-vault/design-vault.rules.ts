import { hasAnyRole, isSystemAdmin, type Actor } from '../actor';
import { canEditListing, type ListingAccessFacts } from '../listings/listing.permissions';

/**
 * Design vault: the brokerage's design templates (brochures, postcards, social posts...) that an
 * office offers its agents, and the hand-over of a listing to the design tool that fills them.
 */

export const DESIGN_TEMPLATE_CATEGORIES = ['Brochure', 'Flyer', 'Postcard', 'Social', 'Window card'] as const;
export type DesignTemplateCategory = (typeof DESIGN_TEMPLATE_CATEGORIES)[number];

/** The design tool's name when DESIGN_TOOL_NAME is not set (the listing menu's 'Design Vault Express'). */
export const DESIGN_TOOL_DEFAULT_NAME = 'Design Vault Express';

/** Who may manage an office's templates: system admins, and the branch managers and marketing coordinators of that office. */
export const DESIGN_VAULT_MANAGERS = ['branchManager', 'marketingCoordinator', 'systemAdmin'] as const;

export function canManageOfficeDesignVault(actor: Actor, officeId: number): boolean {
  if (isSystemAdmin(actor)) return true;
  return hasAnyRole(actor, ['branchManager', 'marketingCoordinator']) && actor.officeIds.includes(officeId);
}

/**
 * An office's switch for a template: a template the office never switched is enabled (new
 * templates reach every office at once); a stored setting wins.
 */
export function isTemplateEnabled(setting: { isEnabled: boolean } | null | undefined): boolean {
  return setting?.isEnabled ?? true;
}

/**
 * Opening a listing in the design tool: system admins, the listing's own agents, and whoever may
 * edit the listing (Listing Edit within their scope). Seeing the gallery alone needs only the
 * right to see the listing.
 */
export function canOpenDesignTool(actor: Actor, listing: ListingAccessFacts): boolean {
  if (isSystemAdmin(actor)) return true;
  if (listing.agentIds.some((id) => actor.agentIds.includes(id))) return true;
  return canEditListing(actor, listing);
}

/** 'true' or 'false' in any case, as the toggle's path spells it; null for anything else. */
export function parseToggleFlag(text: string): boolean | null {
  const v = text.trim().toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : null;
}

/**
 * A design-tool address from its template: {templateId}, {listingId} and {listingNumber} are
 * replaced (URL-encoded); a placeholder the template does not name is simply not used.
 */
export function fillDesignToolUrl(
  template: string,
  values: { templateId?: number | string; listingId?: number; listingNumber?: string | null },
): string {
  return template.replace(/\{(templateId|listingId|listingNumber)\}/g, (whole, key: keyof typeof values) => {
    const v = values[key];
    return v == null ? whole : encodeURIComponent(String(v));
  });
}

/** The page a slider shows after a step: it stops at the first and the last page. */
export function slidePage(current: number, step: number, pageCount: number): number {
  if (pageCount <= 0) return 0;
  return Math.min(pageCount - 1, Math.max(0, current + step));
}
