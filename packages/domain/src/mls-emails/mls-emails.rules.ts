/** MLS e-mail contacts: limits and the MLS names the chooser offers. Pure data and functions. */

export const MLS_EMAIL_LIMITS = {
  emailMax: 255,
  mlsMax: 200,
  filterValueMax: 255,
} as const;

/**
 * The MLS names the chooser offers: the names the offices use (primary MLS, additional MLS) and
 * those of e-mails already kept, each once (without case), trimmed, in alphabetical order.
 */
export function mlsNameChoices(names: ReadonlyArray<string | null | undefined>): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const text = (name ?? '').trim();
    if (text && !byKey.has(text.toLowerCase())) byKey.set(text.toLowerCase(), text);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
