import { hasAnyRole, isSystemAdmin, type Actor } from '../actor';
import { LIMITS } from '../constants';

/** The size and language an ad copy has unless chosen: the internet ad copy, in English. */
export const AD_COPY_DEFAULTS = { sizeName: 'Internet Ad Copy', languageName: 'English' } as const;

/** The markup an ad copy body keeps: bold and italic, in paragraphs and line breaks. */
export const AD_COPY_ALLOWED_TAGS = ['b', 'i', 'p', 'br'] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of a rich-text body as a reader sees it: paragraphs and line breaks become one newline
 * each, the markup is dropped and entities count as the one character they show.
 */
export function adCopyPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .trim();
}

/** The length the limits count: the text, not the markup. */
export function adCopyTextLength(html: string | null | undefined): number {
  return html ? adCopyPlainText(html).length : 0;
}

/** The body limit of a size: its own body length, or 4000 when it sets none. */
export function adCopyBodyLimit(size: { bodyLength: number | null } | null | undefined): number {
  return size?.bodyLength && size.bodyLength > 0 ? size.bodyLength : LIMITS.adCopyBodyDefault;
}

/** Whether a body is over its size's limit (the ad copy is then not saved). */
export function isAdCopyOverLimit(body: string | null | undefined, limit: number): boolean {
  return adCopyTextLength(body) > limit;
}

/** An ad copy with neither headline nor body text is removed rather than kept empty. */
export function isAdCopyEmpty(adCopy: { headline?: string | null; body?: string | null }): boolean {
  return !(adCopy.headline ?? '').trim() && adCopyTextLength(adCopy.body) === 0;
}

/** Staff and system administrators may ask AI for a draft. */
export function canDraftAdCopyWithAi(actor: Pick<Actor, 'roles'>): boolean {
  return isSystemAdmin(actor) || hasAnyRole(actor, ['staff']);
}

/** 'Generate Ad Copy using AI' shows to staff or system admin while the first ad copy body is empty. */
export function isGenerateAdCopyShown(
  actor: Pick<Actor, 'roles'>,
  firstBody: string | null | undefined,
): boolean {
  return canDraftAdCopyWithAi(actor) && adCopyTextLength(firstBody) === 0;
}

const EMPTY_PARAGRAPH = /<p[^>]*>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi;

/**
 * The editor's clean-up: empty paragraphs and runs of line breaks collapse to one break, and
 * no break or empty paragraph opens or closes the body.
 */
export function stripExtraBreaks(html: string): string {
  let out = html.replace(/\r\n?/g, '\n');
  out = out.replace(EMPTY_PARAGRAPH, '');
  out = out.replace(/(?:<br\s*\/?>\s*){2,}/gi, '<br>');
  out = out.replace(/(<p[^>]*>)(?:\s|<br\s*\/?>)+/gi, '$1').replace(/(?:\s|<br\s*\/?>)+(<\/p>)/gi, '$1');
  out = out.replace(/^(?:\s|<br\s*\/?>)+/i, '').replace(/(?:\s|<br\s*\/?>)+$/i, '');
  return out;
}

const QUOTES: Array<[string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
  ['«', '»'],
];

/** Removes one pair of quotes around the whole text (models often quote their answer). */
export function stripSurroundingQuotes(text: string): string {
  const t = text.trim();
  for (const [open, close] of QUOTES)
    if (t.length >= 2 && t.startsWith(open) && t.endsWith(close)) return t.slice(1, -1).trim();
  return t;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A generated text as the body: surrounding quotes removed, the text escaped (the model's
 * markup is not trusted), blank lines starting a paragraph and other newlines a line break.
 */
export function aiTextToBodyHtml(text: string): string {
  const paragraphs = stripSurroundingQuotes(text.replace(/\r\n?/g, '\n'))
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return stripExtraBreaks(
    paragraphs
      .map(
        (p) =>
          `<p>${p
            .split('\n')
            .map((l) => escapeHtml(l.trim()))
            .join('<br>')}</p>`,
      )
      .join(''),
  );
}
