/**
 * What a number input keeps of what was typed or pasted: digits and one decimal point (at most
 * `decimals` after it). '$', commas, spaces and letters never reach the form. The text shown
 * groups thousands when `grouped`; the value given to the form is a number, or null when empty.
 */
export type NumberInputOptions = { decimals: number; grouped: boolean };

export function readNumberInput(text: string, { decimals, grouped }: NumberInputOptions) {
  let kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot >= 0) {
    const fraction = kept.slice(dot + 1).replace(/\./g, '');
    kept = decimals > 0 ? `${kept.slice(0, dot)}.${fraction.slice(0, decimals)}` : kept.slice(0, dot);
  }
  const [whole, fraction] = kept.split('.');
  const wholeShown = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const display = fraction === undefined ? wholeShown : `${wholeShown}.${fraction}`;
  const value = kept === '' || kept === '.' ? null : Number(kept);
  return { display, value };
}

/** The caret after as many digits as were before it, so inserted commas do not move it back. */
export function caretAfterDigits(display: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/[\d.]/.test(display[i])) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return display.length;
}

export const countDigits = (text: string) => text.replace(/[^\d.]/g, '').length;

/** A stored number as the input shows it. */
export function numberToInput(value: unknown, options: NumberInputOptions): string {
  if (value == null || value === '') return '';
  return readNumberInput(String(value), options).display;
}
