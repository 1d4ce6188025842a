/** HTML built by a tagged template: every interpolated value is escaped unless marked safe. */
export type SafeHtml = { readonly html: string };

export const safe = (html: string): SafeHtml => ({ html });

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function html(strings: TemplateStringsArray, ...values: Array<string | number | SafeHtml>): SafeHtml {
  let out = strings[0];
  values.forEach((v, i) => {
    out += typeof v === 'object' ? v.html : escapeHtml(String(v));
    out += strings[i + 1];
  });
  return { html: out };
}
