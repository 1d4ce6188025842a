import { z } from 'zod';
import { IdFromText } from '../http';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

/**
 * Field building blocks of the listing forms (spec/000 sections 5.1-5.3): numbers typed as text
 * with currency characters, dates in the accepted display formats, bounded free text and zips.
 * Each is one zod schema used by the form resolver and by the API body alike.
 */

/** Currency characters ($, commas and spaces) stripped (spec/000 section 5.2). */
export function stripCurrency(text: string): string {
  return text.replace(/[$,\s]/g, '');
}

/** Keeps at most two decimals of a typed number, without rounding ('12.345' -> '12.34'). */
export function keepTwoDecimals(text: string): string {
  const [whole, decimals] = text.split('.');
  return decimals === undefined ? whole : `${whole}.${decimals.slice(0, 2)}`;
}

export type NumberFieldOptions = {
  label: string;
  /** Characters allowed in the input (digits and the decimal point, after stripping). */
  maxLength?: number;
  integer?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  minMessage?: string;
  maxMessage?: string;
};

/**
 * A number typed as text or sent as a number: empty is null, currency stripped, at most two
 * decimals kept, then length, integer and range checks with the given messages.
 */
export function numberField(o: NumberFieldOptions) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((raw, ctx): number | null => {
      const text =
        raw == null
          ? ''
          : typeof raw === 'number'
            ? Number.isFinite(raw)
              ? String(raw)
              : 'NaN'
            : stripCurrency(raw.trim());
      if (text === '') {
        if (o.required) {
          ctx.addIssue({ code: 'custom', message: MSG.required([o.label]) });
          return z.NEVER;
        }
        return null;
      }
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: MSG.notANumber(o.label) });
        return z.NEVER;
      }
      const negative = text.startsWith('-');
      const unsigned = keepTwoDecimals(negative ? text.slice(1) : text);
      if (o.integer && /\.\d*[1-9]/.test(unsigned)) {
        ctx.addIssue({ code: 'custom', message: MSG.wholeNumber(o.label) });
        return z.NEVER;
      }
      if (o.maxLength !== undefined && unsigned.replace(/\.$/, '').length > o.maxLength) {
        ctx.addIssue({ code: 'custom', message: MSG.maxLength(o.label, o.maxLength) });
        return z.NEVER;
      }
      const value = Number(`${negative ? '-' : ''}${unsigned.replace(/\.$/, '')}`) || 0;
      const min = o.min ?? 0;
      if (value < min) {
        ctx.addIssue({ code: 'custom', message: o.minMessage ?? MSG.notNegative(o.label) });
        return z.NEVER;
      }
      const max = o.max ?? LIMITS.maxNumeric;
      if (value > max) {
        ctx.addIssue({ code: 'custom', message: o.maxMessage ?? MSG.maxValue(o.label, max) });
        return z.NEVER;
      }
      return o.integer ? Math.trunc(value) : value;
    });
}

/** Free text: trimmed, empty is null, at most `max` characters. */
export function textField(label: string, max: number = LIMITS.addressMax) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((v, ctx): string | null => {
      const text = (v ?? '').trim();
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: MSG.maxLength(label, max) });
        return z.NEVER;
      }
      return text === '' ? null : text;
    });
}

/** Zip: digits only, exactly five (spec/000 section 5.1); empty is null. */
export function isFiveDigitZip(text: string): boolean {
  return /^\d{5}$/.test(text);
}
export const ZipField = z
  .string()
  .nullable()
  .optional()
  .transform((v, ctx): string | null => {
    const text = (v ?? '').trim();
    if (text === '') return null;
    if (!isFiveDigitZip(text)) {
      ctx.addIssue({ code: 'custom', message: MSG.zipFiveDigits });
      return z.NEVER;
    }
    return text;
  });
/** On blur a zip of any other length is cleared and the field shows 'Invalid'. */
export function zipOnBlur(text: string): { value: string; error: string | null } {
  const t = text.trim();
  if (t === '' || isFiveDigitZip(t)) return { value: t, error: null };
  return { value: '', error: MSG.invalidShort };
}

/** A positive id of a lookup (state, office, property type...), or null. */
export const LookupId = IdFromText.nullable()
  .optional()
  .transform((v) => v ?? null);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Parses the accepted display formats of spec/000 section 5.3 (M-D-YYYY, M/D/YYYY, M/D/YY, M-D-YY,
 * MM/DD/YY, MM-DD-YY, MM-DD-YYYY, MM/DD/YYYY) and the stored ISO forms (YYYY-MM-DD and
 * YYYY-MM-DDTHH:mm...). Two-digit years up to 68 are 20xx, later ones 19xx. Null when invalid.
 */
export function parseListingDate(text: string): string | null {
  const t = text.trim();
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(t);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const m = /^(\d{1,2})([-/])(\d{1,2})\2(\d{2}|\d{4})$/.exec(t);
  if (!m) return null;
  let year = Number(m[4]);
  if (m[4].length === 2) year += year <= 68 ? 2000 : 1900;
  return iso(year, Number(m[1]), Number(m[3]));
}

/** An ISO day shown as MM/DD/YYYY; empty for null. */
export function formatListingDate(isoDay: string | null | undefined): string {
  if (!isoDay) return '';
  const [y, m, d] = isoDay.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** A date in any accepted format, stored as YYYY-MM-DD; empty is null. */
export function dateField(label: string) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((v, ctx): string | null => {
      const text = (v ?? '').trim();
      if (text === '') return null;
      const parsed = parseListingDate(text);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidDate(label) });
        return z.NEVER;
      }
      return parsed;
    });
}

/** Website-address inputs get https:// when no scheme is given (spec/000 section 5.1). */
export function withHttps(url: string): string {
  const t = url.trim();
  if (t === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(t)) return t;
  return `https://${t.replace(/^\/\//, '')}`;
}
/** Elsewhere a url without a scheme gets http://. */
export function withHttp(url: string): string {
  const t = url.trim();
  if (t === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(t)) return t;
  return `http://${t.replace(/^\/\//, '')}`;
}
