import PDFDocument from 'pdfkit';
import {
  formatDate,
  formatInstant,
  formatMoney,
  formatNumber,
  formatPhone,
  formatPrice,
  formatTimeOfDay,
  type ClientReport,
  type ClientReportChildBlock,
  type ReportFigureFormat,
} from '@atrium/domain';

/**
 * The seller's report as a PDF, drawn with PDFKit in Node (no browser): a cover page with the
 * photo, the address, the price and the agents, then each shown section in the report's order
 * with its figures, tables and charts, and under each where it comes from and when it was read.
 * The standard PDF fonts (Times for headings, Helvetica for text) need no font files.
 */

const PAGE = { width: 612, height: 792, margin: 54 };
const WIDTH = PAGE.width - PAGE.margin * 2;
const COLOUR = {
  ink: '#1c1c1c',
  muted: '#6b6b6b',
  navy: '#14263f',
  gold: '#a8844f',
  rule: '#d9d4ca',
  band: '#f4f1ec',
};
const SERIF = 'Times-Roman';
const SERIF_ITALIC = 'Times-Italic';
const SANS = 'Helvetica';
const SANS_BOLD = 'Helvetica-Bold';

type Doc = PDFKit.PDFDocument;

export type ReportPdfImages = { cover: Buffer | null };

export async function renderReportPdf(report: ClientReport, images: ReportPdfImages): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: PAGE.margin + 18, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: {
      Title: `Marketing report: ${report.property.headline}`,
      Author: report.brand,
      Subject: 'Listing marketing report',
      CreationDate: new Date(report.computedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  coverPage(doc, report, images.cover);
  for (const block of report.sections) {
    sectionBlock(doc, report, block, 1, block.children.length > 0);
    for (const child of block.children) sectionBlock(doc, report, child, 2);
  }
  footers(doc, report);
  doc.end();
  return done;
}

const computedText = (r: ClientReport) => formatInstant(r.computedAt, r.timeZone) ?? r.computedAt;

function coverPage(doc: Doc, r: ClientReport, cover: Buffer | null) {
  // the cover is laid out by hand to its foot: no page may follow from it
  doc.page.margins.bottom = 0;
  const photoHeight = 400;
  if (cover) {
    try {
      doc.image(cover, 0, 0, { cover: [PAGE.width, photoHeight], align: 'center', valign: 'center' });
    } catch {
      doc.rect(0, 0, PAGE.width, photoHeight).fill(COLOUR.navy);
    }
  } else doc.rect(0, 0, PAGE.width, photoHeight).fill(COLOUR.navy);
  // the brand on a dark band over the photo's top edge
  doc.rect(0, 0, PAGE.width, 44).fillOpacity(0.55).fill('#000000').fillOpacity(1);
  doc
    .fillColor('#ffffff')
    .font(SANS)
    .fontSize(10)
    .text(r.brand.toUpperCase(), PAGE.margin, 17, { characterSpacing: 3, lineBreak: false });

  let y = photoHeight + 36;
  doc.font(SANS).fontSize(9).fillColor(COLOUR.gold);
  doc.text('MARKETING REPORT', PAGE.margin, y, { characterSpacing: 2.5 });
  y = doc.y + 8;
  doc
    .font(SERIF)
    .fontSize(30)
    .fillColor(COLOUR.ink)
    .text(r.property.headline, PAGE.margin, y, { width: WIDTH });
  const place = [r.property.city, r.property.state].filter(Boolean).join(', ');
  if (place && place !== r.property.headline)
    doc.font(SERIF_ITALIC).fontSize(15).fillColor(COLOUR.muted).text(place, { width: WIDTH });
  doc.moveDown(0.8);
  const facts = [
    formatPrice(r.property.price, r.property.pricePeriod) ?? 'Price upon request',
    r.property.statusName,
    r.property.mlsNumber ? `MLS ${r.property.mlsNumber}` : null,
  ].filter(Boolean);
  doc.font(SANS).fontSize(11).fillColor(COLOUR.ink).text(facts.join('   ·   '), { width: WIDTH });
  doc.moveDown(0.4);
  doc
    .fontSize(9)
    .fillColor(COLOUR.muted)
    .text(`Prepared ${computedText(r)}${r.property.office ? ` by ${r.property.office}` : ''}`, {
      width: WIDTH,
    });

  const agents = r.agents.slice(0, 3);
  if (agents.length) {
    const top = PAGE.height - PAGE.margin - 78;
    doc
      .moveTo(PAGE.margin, top)
      .lineTo(PAGE.width - PAGE.margin, top)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
    const colWidth = WIDTH / agents.length;
    agents.forEach((a, i) => {
      const x = PAGE.margin + i * colWidth;
      doc
        .font(SERIF)
        .fontSize(13)
        .fillColor(COLOUR.ink)
        .text(a.name, x, top + 14, { width: colWidth - 12 });
      const lines = [a.title, formatPhone(a.phone), a.email].filter(Boolean).join('\n');
      doc
        .font(SANS)
        .fontSize(8.5)
        .fillColor(COLOUR.muted)
        .text(lines, { width: colWidth - 12, lineGap: 1.5 });
    });
  }
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin - 18) doc.addPage();
}

function heading(doc: Doc, r: ClientReport, b: ClientReportChildBlock, level: number) {
  if (level === 1) {
    // sections follow one another; one starts a new page after the cover or when little room is left
    if (doc.bufferedPageRange().count === 1 || doc.y > PAGE.height * 0.62) doc.addPage();
    else doc.moveDown(2.4);
    const y = doc.y;
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
    doc.y = y + 14;
    doc.font(SERIF).fontSize(24).fillColor(COLOUR.ink).text(b.displayName, PAGE.margin, doc.y);
  } else {
    ensureRoom(doc, 120);
    doc.moveDown(1.2);
    doc.font(SERIF).fontSize(17).fillColor(COLOUR.ink).text(b.displayName);
  }
  doc.moveDown(0.2);
  doc
    .font(SANS)
    .fontSize(7.5)
    .fillColor(COLOUR.muted)
    .text(`Source: ${b.source}. Computed ${computedText(r)}.`, { width: WIDTH });
  const y = doc.y + 6;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + 48, y)
    .lineWidth(1)
    .strokeColor(COLOUR.gold)
    .stroke();
  doc.y = y + 14;
  doc.x = PAGE.margin;
}

function sectionBlock(
  doc: Doc,
  r: ClientReport,
  b: ClientReportChildBlock,
  level: number,
  hasChildren = false,
) {
  heading(doc, r, b, level);
  switch (b.name) {
    case 'homePage':
      return propertyFacts(doc, r);
    case 'overview':
      return figureGrid(doc, b.figures);
    case 'viewsOnWeb':
      if (!b.views?.sites.length) return quiet(doc, 'No views on web recorded yet.');
      return table(
        doc,
        ['Site', 'Total views'],
        b.views.sites.map((s) => [s.siteName, formatNumber(s.totalViews)]),
        [WIDTH - 120, 120],
      );
    case 'graph':
      return viewsChart(doc, b);
    case 'showings':
      return showingsPart(doc, b);
    case 'openHouses':
      if (!b.openHouses.length) return quiet(doc, 'No open houses yet.');
      return table(
        doc,
        ['Date', 'Time', 'Attendees', 'Kind'],
        b.openHouses.map((o) => [
          formatDate(o.startDateTime.slice(0, 10)) ?? '',
          o.doNotShowTime
            ? 'By appointment'
            : `${formatTimeOfDay(o.startDateTime)} – ${formatTimeOfDay(o.endDateTime)}`,
          o.attendees == null ? '' : formatNumber(o.attendees),
          [
            o.isVirtual ? 'Virtual' : 'In person',
            o.brokerOnly ? 'brokers only' : null,
            o.byAppointmentOnly ? 'by appointment' : null,
          ]
            .filter(Boolean)
            .join(', '),
        ]),
        [130, 130, 80, WIDTH - 340],
      );
    case 'notes':
      if (!b.html) return quiet(doc, 'No notes.');
      return richText(doc, b.html);
    case 'brokersLetter':
    case 'inTheNews':
      return paragraphs(doc, b.paragraphs, b.name === 'brokersLetter');
    case 'additionalPromotion':
      // the container's own items, when it has any; its children follow with theirs
      if (b.items.length || !hasChildren) return marketingItems(doc, b);
      return;
    default:
      return marketingItems(doc, b);
  }
}

function quiet(doc: Doc, text: string) {
  doc.font(SERIF_ITALIC).fontSize(12).fillColor(COLOUR.muted).text(text, { width: WIDTH });
}

function propertyFacts(doc: Doc, r: ClientReport) {
  const p = r.property;
  const baths = (p.fullBaths ?? 0) + (p.halfBaths ? p.halfBaths / 2 : 0);
  figureGrid(doc, [
    { label: p.listingType === 'Rental' ? 'Rent' : 'List price', value: p.price, format: 'money' },
    { label: 'Bedrooms', value: p.bedrooms, format: 'count' },
    { label: 'Bathrooms', value: baths || null, format: 'count' },
    { label: 'Interior (sq ft)', value: p.interiorSize, format: 'count' },
  ]);
  const lines = [
    p.statusName && `Status: ${p.statusName}`,
    p.listingDate && `Listed ${formatDate(p.listingDate)}`,
    p.office && `Office: ${p.office}`,
  ].filter(Boolean);
  doc
    .font(SANS)
    .fontSize(10)
    .fillColor(COLOUR.ink)
    .text(lines.join('   ·   '), PAGE.margin, doc.y, { width: WIDTH });
}

const figureText = (value: number | null, format: ReportFigureFormat) => {
  if (value == null) return '—';
  if (format === 'money') return formatMoney(value);
  if (format === 'percent') return `${formatNumber(value)}%`;
  if (format === 'days') return value === 1 ? '1 day' : `${formatNumber(value)} days`;
  return formatNumber(value);
};

function figureGrid(
  doc: Doc,
  figures: { label: string; value: number | null; format: ReportFigureFormat }[],
) {
  const perRow = 4;
  const gap = 10;
  const w = (WIDTH - gap * (perRow - 1)) / perRow;
  const h = 64;
  for (let i = 0; i < figures.length; i += perRow) {
    ensureRoom(doc, h + gap);
    const top = doc.y;
    figures.slice(i, i + perRow).forEach((f, j) => {
      const x = PAGE.margin + j * (w + gap);
      doc.rect(x, top, w, h).fill(COLOUR.band);
      doc
        .font(SERIF)
        .fontSize(19)
        .fillColor(COLOUR.navy)
        .text(figureText(f.value, f.format), x + 10, top + 12, {
          width: w - 20,
          lineBreak: false,
          ellipsis: true,
        });
      doc
        .font(SANS)
        .fontSize(7.5)
        .fillColor(COLOUR.muted)
        .text(f.label.toUpperCase(), x + 10, top + 40, {
          width: w - 20,
          characterSpacing: 0.8,
          lineBreak: false,
          ellipsis: true,
        });
    });
    doc.y = top + h + gap;
  }
  doc.x = PAGE.margin;
  doc.moveDown(0.5);
}

function table(doc: Doc, head: string[], rows: string[][], widths: number[]) {
  doc.x = PAGE.margin;
  doc.font(SANS).fontSize(9);
  doc.table({
    columnStyles: widths,
    defaultStyle: { border: false, padding: [5, 6], textColor: COLOUR.ink },
    rowStyles: (i) =>
      i === 0
        ? { backgroundColor: COLOUR.band, border: false }
        : { border: [0, 0, 0.5, 0], borderColor: COLOUR.rule },
    data: [
      head.map((text) => ({
        text,
        font: { src: SANS_BOLD, size: 8 },
        textColor: COLOUR.muted,
        type: 'TH' as const,
      })),
      ...rows,
    ],
  });
  doc.x = PAGE.margin;
  doc.moveDown(0.8);
}

/** Bars with their values, labels under them; a month or a day each. */
function barChart(doc: Doc, bars: { label: string; value: number }[], caption: string) {
  const height = 150;
  ensureRoom(doc, height + 50);
  const top = doc.y + 4;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = WIDTH / bars.length;
  const barWidth = Math.min(36, slot * 0.7);
  doc
    .moveTo(PAGE.margin, top + height)
    .lineTo(PAGE.margin + WIDTH, top + height)
    .lineWidth(0.5)
    .strokeColor(COLOUR.rule)
    .stroke();
  const labelEvery = Math.ceil(bars.length / 12);
  bars.forEach((b, i) => {
    const h = (b.value / max) * (height - 16);
    const x = PAGE.margin + i * slot + (slot - barWidth) / 2;
    if (h > 0) doc.rect(x, top + height - h, barWidth, h).fill(COLOUR.navy);
    if (b.value > 0 && bars.length <= 16)
      doc
        .font(SANS)
        .fontSize(7)
        .fillColor(COLOUR.ink)
        .text(formatNumber(b.value), x - 6, top + height - h - 10, {
          width: barWidth + 12,
          align: 'center',
        });
    if (i % labelEvery === 0)
      doc
        .font(SANS)
        .fontSize(7)
        .fillColor(COLOUR.muted)
        .text(b.label, PAGE.margin + i * slot - 10, top + height + 4, {
          width: slot + 20,
          align: 'center',
          lineBreak: false,
        });
  });
  doc
    .font(SANS)
    .fontSize(7.5)
    .fillColor(COLOUR.muted)
    .text(caption, PAGE.margin, top + height + 18, { width: WIDTH });
  doc.x = PAGE.margin;
  doc.moveDown(1);
}

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

function viewsChart(doc: Doc, b: ClientReportChildBlock) {
  const days = (b.views?.graph ?? []).slice(-30);
  if (!days.length) return quiet(doc, 'No views on web recorded yet.');
  barChart(
    doc,
    days.map((d) => ({
      label: formatDate(d.eventDate, { withoutYear: true }) ?? d.eventDate,
      value: d.details.reduce((n, x) => n + x.totalViews, 0),
    })),
    `Views a day, every site together (the last ${days.length} days with views). Total: ${formatNumber(b.views!.totalViews)}.`,
  );
}

function showingsPart(doc: Doc, b: ClientReportChildBlock) {
  if (!b.showings.length) return quiet(doc, 'No showings yet.');
  if (b.showingMonths.length > 1)
    barChart(
      doc,
      b.showingMonths.map((m) => ({ label: monthLabel(m.month), value: m.showings })),
      'Showings a month.',
    );
  table(
    doc,
    ['Date', 'Visitors', "Buyer's agent", 'Feedback'],
    b.showings.map((s) => [
      formatDate(s.showingDate) ?? '',
      formatNumber(s.count),
      s.buyerAgents ?? '',
      s.feedback ?? '',
    ]),
    [90, 60, 130, WIDTH - 280],
  );
}

function marketingItems(doc: Doc, b: ClientReportChildBlock) {
  if (!b.items.length) return quiet(doc, `No ${b.displayName.toLowerCase()} yet.`);
  if (b.name === 'emailCampaigns')
    return table(
      doc,
      ['Date', 'Campaign', 'Sent', 'Views', 'View rate', 'Clicks', 'Interaction'],
      b.items.map((i) => [
        formatDate(i.date) ?? '',
        i.description,
        formatNumber(i.emailsSent) ?? '',
        formatNumber(i.views) ?? '',
        i.viewRate,
        formatNumber(i.clicks) ?? '',
        i.interactionRate,
      ]),
      [72, WIDTH - 72 - 5 * 56, 56, 56, 56, 56, 56],
    );
  table(
    doc,
    ['Date', 'Description', 'Reach'],
    b.items.map((i) => [
      [formatDate(i.date), i.toDate && formatDate(i.toDate)].filter(Boolean).join(' – '),
      [i.marketingTypeName === b.displayName ? null : i.marketingTypeName, i.description, i.audience]
        .filter(Boolean)
        .join('\n'),
      [
        i.potentialReach != null && `${formatNumber(i.potentialReach)} reached`,
        i.engagements != null && `${formatNumber(i.engagements)} engagements`,
        i.views != null && `${formatNumber(i.views)} views`,
        i.clicks != null && `${formatNumber(i.clicks)} clicks`,
      ]
        .filter(Boolean)
        .join('\n'),
    ]),
    [110, WIDTH - 250, 140],
  );
}

function paragraphs(doc: Doc, lines: string[], isLetter: boolean) {
  lines.forEach((p, i) => {
    const isSignature = isLetter && i === lines.length - 1;
    doc
      .font(isSignature ? SERIF_ITALIC : SERIF)
      .fontSize(isSignature ? 13 : 12)
      .fillColor(COLOUR.ink)
      .text(p, { width: Math.min(WIDTH, 440), lineGap: 3, paragraphGap: 10 });
  });
}

type Run = { text: string; bold: boolean; italic: boolean };

type NotesBlock = { bullet: string | null; runs: Run[] };

/** The notes' markup (p, br, b/strong, i/em, ul/ol/li, as the sanitizer leaves it) as paragraphs of runs. */
export function notesBlocks(html: string): NotesBlock[] {
  const blocks: NotesBlock[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let current = null as NotesBlock | null;
  let bold = 0;
  let italic = 0;
  const open = (bullet: string | null) => {
    current = { bullet, runs: [] };
    blocks.push(current);
  };
  for (const token of html.split(/(<[^>]+>)/).filter(Boolean)) {
    const tag = /^<\s*(\/)?\s*([a-z0-9]+)/i.exec(token);
    if (!tag) {
      const text = decodeEntities(token);
      if (!text.trim() && !current) continue;
      if (!current) open(null);
      current!.runs.push({ text, bold: bold > 0, italic: italic > 0 });
      continue;
    }
    const [, closing, nameRaw] = tag;
    const name = nameRaw.toLowerCase();
    if (name === 'b' || name === 'strong') bold += closing ? -1 : 1;
    else if (name === 'i' || name === 'em') italic += closing ? -1 : 1;
    else if (name === 'ul' || name === 'ol') {
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', n: 0 });
      current = null;
    } else if (name === 'li' && !closing) {
      const list = lists.at(-1);
      if (list) list.n += 1;
      open(list?.ordered ? `${list.n}.` : '•');
    } else if (name === 'br') {
      if (current) current.runs.push({ text: '\n', bold: false, italic: false });
    } else if (name === 'p' || name === 'li') current = null;
  }
  return blocks.filter((b) => b.runs.some((r) => r.text.trim()));
}

const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');

function richText(doc: Doc, html: string) {
  for (const block of notesBlocks(html)) {
    const indent = block.bullet ? 18 : 0;
    const top = doc.y;
    if (block.bullet)
      doc.font(SERIF).fontSize(12).fillColor(COLOUR.gold).text(block.bullet, PAGE.margin, top);
    doc.x = PAGE.margin + indent;
    doc.y = top;
    block.runs.forEach((run, i) => {
      doc
        .font(run.bold ? (run.italic ? 'Times-BoldItalic' : 'Times-Bold') : run.italic ? SERIF_ITALIC : SERIF)
        .fontSize(12)
        .fillColor(COLOUR.ink)
        .text(run.text, { width: WIDTH - indent, lineGap: 3, continued: i < block.runs.length - 1 });
    });
    doc.moveDown(0.5);
  }
  doc.x = PAGE.margin;
}

function footers(doc: Doc, r: ClientReport) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (i === range.start) continue;
    // the footer sits in the bottom margin: without this, PDFKit would start a page for it
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 4;
    doc
      .font(SANS)
      .fontSize(7.5)
      .fillColor(COLOUR.muted)
      .text(`${r.brand} · ${r.property.headline}`, PAGE.margin, y, {
        width: WIDTH - 80,
        lineBreak: false,
        ellipsis: true,
      });
    doc.text(`Page ${i + 1} of ${range.count}`, PAGE.margin + WIDTH - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
  }
}

export const reportPdfFileName = (r: ClientReport) =>
  `marketing-report-${r.listingId}-${r.computedAt.slice(0, 10)}.pdf`;
