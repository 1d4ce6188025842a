/**
 * A small valid PDF written by hand: `pages` pages of widthPt x heightPt points (1/72 inch), each
 * with a few filled rectangles and lines, and a cross-reference table with exact offsets. With
 * `isEncrypted` its trailer names a standard security handler whose user password is not empty.
 */
export function minimalPdf(
  opts: { widthPt?: number; heightPt?: number; pages?: number; isEncrypted?: boolean } = {},
): Buffer {
  const { widthPt = 595, heightPt = 842, pages = 1, isEncrypted = false } = opts;
  const drawing = [
    '1 1 1 rg 0 0 ' + `${widthPt} ${heightPt} re f`,
    '0.2 0.4 0.7 rg 40 40 ' + `${widthPt / 2 - 60} ${heightPt / 2 - 60} re f`,
    '0.8 0.3 0.2 rg ' + `${widthPt / 2} ${heightPt / 2} ${widthPt / 2 - 40} ${heightPt / 2 - 40} re f`,
    '0 0 0 RG 6 w 20 20 m ' + `${widthPt - 20} ${heightPt - 20} l S`,
  ].join('\n');
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 3 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
  for (const id of pageIds) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] /Contents ${id + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(drawing, 'latin1')} >>\nstream\n${drawing}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const hex = (byte: string) => `<${byte.repeat(32)}>`;
  const encryption = isEncrypted
    ? ` /Encrypt << /Filter /Standard /V 1 /R 2 /O ${hex('ab')} /U ${hex('cd')} /P -4 >> /ID [${hex('01')} ${hex('01')}]`
    : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encryption} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
