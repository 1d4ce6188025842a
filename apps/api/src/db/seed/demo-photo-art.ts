/**
 * The pictures of the demo photos, drawn as SVG: a sky of the hour, hills, a building and its
 * garden, water or lawn, and a 'DEMO' plate with the picture's number, so nobody takes one for a
 * real listing's photo. Letters and digits are drawn as strokes, so no font is needed. Every
 * picture follows from its number alone: the same number draws the same picture.
 */

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
type Random = ReturnType<typeof seededRandom>;

/** Sky top, sky at the horizon, sun, hills (far, near), ground, and whether windows glow. */
const SKIES = [
  {
    name: 'dawn',
    top: '#f6c8b8',
    horizon: '#fde8c8',
    sun: '#fff4d6',
    far: '#c9a9b8',
    near: '#8f8aa0',
    ground: '#9db08a',
    glow: false,
  },
  {
    name: 'noon',
    top: '#5fa8e6',
    horizon: '#cfe8f7',
    sun: '#fffbe8',
    far: '#9fc0d6',
    near: '#6f9a7a',
    ground: '#86b36b',
    glow: false,
  },
  {
    name: 'golden',
    top: '#f3a46b',
    horizon: '#fde3a7',
    sun: '#fff1c1',
    far: '#d39a7c',
    near: '#9a7860',
    ground: '#b5a25d',
    glow: true,
  },
  {
    name: 'dusk',
    top: '#3d3b7a',
    horizon: '#f29e7a',
    sun: '#ffd3a1',
    far: '#7a5f88',
    near: '#4c4466',
    ground: '#4f5a4a',
    glow: true,
  },
  {
    name: 'mist',
    top: '#aebfcc',
    horizon: '#e9eef1',
    sun: '#ffffff',
    far: '#c3ced6',
    near: '#98a9a8',
    ground: '#a9b79a',
    glow: false,
  },
  {
    name: 'twilight',
    top: '#1d2a55',
    horizon: '#6d7fb8',
    sun: '#f5f1e0',
    far: '#3e4d7a',
    near: '#2a3456',
    ground: '#2f3b3a',
    glow: true,
  },
  {
    name: 'spring',
    top: '#7cc6d9',
    horizon: '#e6f6ee',
    sun: '#fffce8',
    far: '#a8d2c4',
    near: '#78b08a',
    ground: '#8cc474',
    glow: false,
  },
  {
    name: 'lavender',
    top: '#9b8ec9',
    horizon: '#f4d9e4',
    sun: '#fff6ee',
    far: '#b7a3c9',
    near: '#8c7ea6',
    ground: '#96a88a',
    glow: true,
  },
] as const;
type Sky = (typeof SKIES)[number];

const WALLS = ['#f7f3ea', '#efe6d6', '#e8ded0', '#f4efe9', '#dcd6cc', '#ece4da', '#d8cbb8'];
const ROOFS = ['#5b4a42', '#7a5448', '#3f4650', '#8a6a52', '#54606b'];

const f1 = (n: number) => n.toFixed(1);

/** Mixes two #rrggbb colours (t = 0 gives a, 1 gives b). */
function mix(a: string, b: string, t: number) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A ridge line across the picture from y, as a closed path down to the bottom. */
function ridge(r: Random, w: number, h: number, y: number, amplitude: number, bumps: number) {
  const step = w / bumps;
  let d = `M0 ${f1(y + r.between(-amplitude, amplitude))}`;
  for (let i = 1; i <= bumps; i++) {
    const x = i * step;
    d += ` Q${f1(x - step / 2)} ${f1(y - r.between(0, amplitude * 2))} ${f1(x)} ${f1(y + r.between(-amplitude, amplitude) / 2)}`;
  }
  return `${d} L${w} ${h} L0 ${h} Z`;
}

function windows(x: number, y: number, w: number, h: number, cols: number, rows: number, fill: string) {
  const gapX = w / (cols * 3 + 1);
  const gapY = h / (rows * 3 + 1);
  let out = '';
  for (let c = 0; c < cols; c++)
    for (let rr = 0; rr < rows; rr++)
      out += `<rect x="${f1(x + gapX + c * 3 * gapX)}" y="${f1(y + gapY + rr * 3 * gapY)}" width="${f1(gapX * 2)}" height="${f1(gapY * 2)}" rx="2" fill="${fill}"/>`;
  return out;
}

/** One of several simple buildings standing on the ground line at `base`. */
function building(r: Random, sky: Sky, w: number, base: number) {
  const wall = r.pick(WALLS);
  const shade = mix(wall, '#000000', 0.18);
  const glass = sky.glow ? r.pick(['#ffd98a', '#ffe4a8', '#ffcf7a']) : mix(sky.top, '#ffffff', 0.35);
  const cx = r.between(w * 0.38, w * 0.62);
  const kind = r.int(0, 4);
  const unit = w / 12;
  if (kind === 0) {
    // a modern villa: two offset boxes with wide glass
    const bw = unit * r.between(4.5, 6.5);
    const bh = unit * r.between(1.2, 1.8);
    const x = cx - bw / 2;
    const upper = bw * r.between(0.5, 0.7);
    const ux = x + r.between(0, bw - upper);
    return (
      `<rect x="${f1(x)}" y="${f1(base - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="${wall}"/>` +
      `<rect x="${f1(x + bw * 0.06)}" y="${f1(base - bh * 0.8)}" width="${f1(bw * 0.88)}" height="${f1(bh * 0.62)}" fill="${glass}" opacity="0.9"/>` +
      `<rect x="${f1(ux)}" y="${f1(base - bh * 2.05)}" width="${f1(upper)}" height="${f1(bh * 1.05)}" fill="${shade}"/>` +
      `<rect x="${f1(ux + upper * 0.08)}" y="${f1(base - bh * 1.85)}" width="${f1(upper * 0.84)}" height="${f1(bh * 0.6)}" fill="${glass}"/>` +
      `<rect x="${f1(x - unit * 0.3)}" y="${f1(base - bh - unit * 0.12)}" width="${f1(bw + unit * 0.6)}" height="${f1(unit * 0.12)}" fill="${mix(shade, '#000000', 0.2)}"/>`
    );
  }
  if (kind === 1) {
    // a house with a pitched roof and a chimney
    const bw = unit * r.between(3.5, 5);
    const bh = unit * r.between(1.6, 2.2);
    const x = cx - bw / 2;
    const roof = r.pick(ROOFS);
    const peak = base - bh - unit * r.between(1.1, 1.6);
    return (
      `<rect x="${f1(x + bw * 0.7)}" y="${f1(peak + unit * 0.2)}" width="${f1(unit * 0.35)}" height="${f1(unit * 0.9)}" fill="${shade}"/>` +
      `<rect x="${f1(x)}" y="${f1(base - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="${wall}"/>` +
      `<path d="M${f1(x - unit * 0.3)} ${f1(base - bh)} L${f1(cx)} ${f1(peak)} L${f1(x + bw + unit * 0.3)} ${f1(base - bh)} Z" fill="${roof}"/>` +
      windows(x, base - bh, bw, bh * 0.62, 4, 1, glass) +
      `<rect x="${f1(cx - unit * 0.3)}" y="${f1(base - bh * 0.42)}" width="${f1(unit * 0.6)}" height="${f1(bh * 0.42)}" fill="${roof}"/>`
    );
  }
  if (kind === 2) {
    // a slender residential tower
    const bw = unit * r.between(1.6, 2.4);
    const bh = unit * r.between(4.5, 6.5);
    const x = cx - bw / 2;
    return (
      `<rect x="${f1(x)}" y="${f1(base - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="${wall}"/>` +
      `<rect x="${f1(x + bw * 0.62)}" y="${f1(base - bh)}" width="${f1(bw * 0.38)}" height="${f1(bh)}" fill="${shade}"/>` +
      windows(x, base - bh, bw, bh, 3, 10, glass) +
      `<rect x="${f1(x - unit * 0.1)}" y="${f1(base - bh - unit * 0.15)}" width="${f1(bw + unit * 0.2)}" height="${f1(unit * 0.15)}" fill="${shade}"/>`
    );
  }
  if (kind === 3) {
    // a row of townhouses with alternating roofs
    const count = r.int(3, 5);
    const each = unit * r.between(1.2, 1.6);
    let out = '';
    for (let i = 0; i < count; i++) {
      const x = cx - (count * each) / 2 + i * each;
      const bh = unit * r.between(2, 2.8);
      const colour = mix(
        r.pick(WALLS),
        r.pick(['#c98b6b', '#8fa7b8', '#b8a27a', '#a7b59a']),
        r.between(0.15, 0.5),
      );
      out +=
        `<rect x="${f1(x)}" y="${f1(base - bh)}" width="${f1(each)}" height="${f1(bh)}" fill="${colour}" stroke="${shade}" stroke-width="2"/>` +
        (i % 2
          ? `<path d="M${f1(x)} ${f1(base - bh)} L${f1(x + each / 2)} ${f1(base - bh - unit * 0.7)} L${f1(x + each)} ${f1(base - bh)} Z" fill="${r.pick(ROOFS)}"/>`
          : `<rect x="${f1(x - 2)}" y="${f1(base - bh - unit * 0.15)}" width="${f1(each + 4)}" height="${f1(unit * 0.15)}" fill="${r.pick(ROOFS)}"/>`) +
        windows(x, base - bh, each, bh * 0.8, 2, 3, glass);
    }
    return out;
  }
  // a pavilion with columns under a flat roof
  const bw = unit * r.between(4, 6);
  const bh = unit * r.between(1.4, 1.9);
  const x = cx - bw / 2;
  const columns = r.int(5, 8);
  let cols = '';
  for (let i = 0; i < columns; i++)
    cols += `<rect x="${f1(x + (i * (bw - unit * 0.25)) / (columns - 1))}" y="${f1(base - bh)}" width="${f1(unit * 0.25)}" height="${f1(bh)}" fill="${wall}"/>`;
  return (
    `<rect x="${f1(x)}" y="${f1(base - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="${glass}" opacity="0.75"/>` +
    cols +
    `<rect x="${f1(x - unit * 0.4)}" y="${f1(base - bh - unit * 0.35)}" width="${f1(bw + unit * 0.8)}" height="${f1(unit * 0.35)}" fill="${wall}"/>` +
    `<rect x="${f1(x - unit * 0.4)}" y="${f1(base - bh - unit * 0.05)}" width="${f1(bw + unit * 0.8)}" height="${f1(unit * 0.05)}" fill="${shade}"/>`
  );
}

function trees(r: Random, sky: Sky, w: number, base: number) {
  const leaf = mix(sky.near, '#2f5a34', 0.55);
  let out = '';
  for (let i = r.int(2, 6); i > 0; i--) {
    const x = r.pick([r.between(0, w * 0.28), r.between(w * 0.72, w)]);
    const s = (w / 12) * r.between(0.5, 1.1);
    out +=
      r.next() < 0.5
        ? `<ellipse cx="${f1(x)}" cy="${f1(base - s * 1.6)}" rx="${f1(s * 0.35)}" ry="${f1(s * 1.6)}" fill="${mix(leaf, '#000000', r.between(0, 0.2))}"/>`
        : `<rect x="${f1(x - s * 0.06)}" y="${f1(base - s)}" width="${f1(s * 0.12)}" height="${f1(s)}" fill="#5a4636"/><circle cx="${f1(x)}" cy="${f1(base - s * 1.25)}" r="${f1(s * 0.65)}" fill="${mix(leaf, '#ffffff', r.between(0, 0.15))}"/>`;
  }
  return out;
}

/** Stroke paths of the letters and digits the plate uses, in a 6x10 box. */
const GLYPHS: Record<string, string> = {
  D: 'M0 0 L0 10 L3 10 Q6 10 6 5 Q6 0 3 0 Z',
  E: 'M6 0 L0 0 L0 10 L6 10 M0 5 L4.5 5',
  M: 'M0 10 L0 0 L3 6 L6 0 L6 10',
  O: 'M3 0 Q0 0 0 5 Q0 10 3 10 Q6 10 6 5 Q6 0 3 0 Z',
  '0': 'M3 0 Q0 0 0 5 Q0 10 3 10 Q6 10 6 5 Q6 0 3 0 Z',
  '1': 'M1.5 2 L3.5 0 L3.5 10 M1.5 10 L5.5 10',
  '2': 'M0.5 2 Q1.5 0 3 0 Q6 0 5.5 3 Q5 5 0 10 L6 10',
  '3': 'M0.5 1 Q2 0 3 0 Q6 0 5.5 2.5 Q5 5 2.5 5 Q6 5 6 7.5 Q6 10 3 10 Q1.5 10 0.5 9',
  '4': 'M4.5 10 L4.5 0 L0 7 L6 7',
  '5': 'M5.5 0 L1 0 L0.5 4.5 Q3 3.8 4.5 4.8 Q6 6 5.6 8 Q5 10 2.5 10 Q1 10 0 9',
  '6': 'M5 0.5 Q4 0 3 0 Q0 0 0 6 Q0 10 3 10 Q6 10 6 7 Q6 4.5 3 4.5 Q1 4.5 0 6',
  '7': 'M0 0 L6 0 L2.5 10',
  '8': 'M3 5 Q0.5 5 0.5 2.5 Q0.5 0 3 0 Q5.5 0 5.5 2.5 Q5.5 5 3 5 Q0 5 0 7.5 Q0 10 3 10 Q6 10 6 7.5 Q6 5 3 5 Z',
  '9': 'M6 4 Q5 5.5 3 5.5 Q0 5.5 0 2.8 Q0 0 3 0 Q6 0 6 4 Q6 10 3 10 Q2 10 1 9.5',
};

/** 'DEMO' and the picture's number on a dark, rounded plate in the lower right corner. */
export function demoPlate(w: number, h: number, label: string) {
  const size = Math.min(w, h) / 16;
  const scale = size / 10;
  const advance = 8.5 * scale;
  const width = (label.length * 8.5 + 2.5) * scale + size;
  const height = size * 1.9;
  const x = w - width - size * 0.7;
  const y = h - height - size * 0.7;
  const letters = [...label]
    .map((ch, i) =>
      GLYPHS[ch]
        ? `<path transform="translate(${f1(x + size / 2 + i * advance)} ${f1(y + (height - size) / 2)}) scale(${scale.toFixed(3)})" d="${GLYPHS[ch]}"/>`
        : '',
    )
    .join('');
  return (
    `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(width)}" height="${f1(height)}" rx="${f1(size * 0.35)}" fill="#10151c" fill-opacity="0.55"/>` +
    `<g fill="none" stroke="#ffffff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${letters}</g>`
  );
}

/** A landscape with a building, in a box of w by h (any size; portrait pictures stand taller). */
export function photoSvg(n: number, w: number, h: number) {
  const r = seededRandom(n * 7919 + 17);
  const sky = SKIES[n % SKIES.length];
  // the hue of each picture moves a little from its sky's, so no two are the same
  const tint = r.pick(['#ffffff', '#ffd6c0', '#c7dcff', '#ffe9a8', '#e3d0ff']);
  const t = r.between(0, 0.25);
  const horizon = h * r.between(0.55, 0.68);
  const sunX = r.between(w * 0.1, w * 0.9);
  const sunY = r.between(h * 0.12, horizon - h * 0.08);
  const sunR = Math.min(w, h) * r.between(0.04, 0.08);
  const isWater = r.next() < 0.3;
  let clouds = '';
  for (let i = r.int(1, 5); i > 0; i--) {
    const cx = r.between(0, w);
    const cy = r.between(h * 0.05, horizon * 0.6);
    const rx = w * r.between(0.06, 0.16);
    clouds += `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(rx * r.between(0.18, 0.3))}" fill="#ffffff" fill-opacity="${r.between(0.25, 0.55).toFixed(2)}"/>`;
  }
  const ground = isWater
    ? `<rect x="0" y="${f1(horizon)}" width="${w}" height="${f1(h - horizon)}" fill="url(#water)"/>` +
      Array.from({ length: 6 }, (_, i) => {
        const y = horizon + ((h - horizon) * (i + 1)) / 8;
        return `<rect x="${f1(r.between(0, w * 0.6))}" y="${f1(y)}" width="${f1(w * r.between(0.1, 0.35))}" height="${f1(h * 0.004)}" fill="#ffffff" fill-opacity="0.35"/>`;
      }).join('')
    : `<rect x="0" y="${f1(horizon)}" width="${w}" height="${f1(h - horizon)}" fill="url(#lawn)"/>`;
  const base = isWater ? horizon + h * 0.01 : horizon + (h - horizon) * r.between(0.25, 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(sky.top, tint, t)}"/><stop offset="1" stop-color="${mix(sky.horizon, tint, t / 2)}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${sky.sun}"/><stop offset="0.35" stop-color="${sky.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(sky.horizon, '#3a7ca5', 0.45)}"/><stop offset="1" stop-color="${mix(sky.top, '#1f4e6b', 0.6)}"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(sky.ground, sky.horizon, 0.25)}"/><stop offset="1" stop-color="${mix(sky.ground, '#1e3020', 0.35)}"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${f1(sunX)}" cy="${f1(sunY)}" r="${f1(sunR * 3)}" fill="url(#sun)"/>
${clouds}
<path d="${ridge(r, w, h, horizon - h * r.between(0.06, 0.14), h * 0.04, r.int(3, 6))}" fill="${mix(sky.far, sky.horizon, 0.3)}"/>
<path d="${ridge(r, w, h, horizon - h * r.between(0.01, 0.05), h * 0.025, r.int(4, 8))}" fill="${sky.near}"/>
${ground}
${building(r, sky, w, base)}
${trees(r, sky, w, base + h * 0.01)}
${demoPlate(w, h, `DEMO ${String(n).padStart(3, '0')}`)}
</svg>`;
}

/** A floor plan: rooms as outlined rectangles on paper, doors as gaps, and the demo plate. */
export function floorPlanSvg(n: number, w: number, h: number) {
  const r = seededRandom(n * 104729 + 3);
  const margin = Math.min(w, h) * 0.1;
  const line = Math.min(w, h) / 120;
  let rooms = '';
  // split the plan into rooms: a few vertical bands, each cut across once or twice
  const bands = r.int(2, 4);
  let x = margin;
  for (let b = 0; b < bands; b++) {
    const bw = b === bands - 1 ? w - margin - x : (w - 2 * margin) * r.between(0.2, 0.4);
    let y = margin;
    const cuts = r.int(1, 3);
    for (let c = 0; c < cuts; c++) {
      const left = h - margin * 1.6 - y;
      const rh = c === cuts - 1 ? left : left * r.between(0.35, 0.6);
      const fill = r.pick(['#ffffff', '#f6f2ea', '#eef3f6', '#f3f0f7']);
      rooms += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(bw)}" height="${f1(rh)}" fill="${fill}" stroke="#2b2f36" stroke-width="${f1(line)}"/>`;
      // a door: a gap in the lower wall with its swing
      const d = Math.min(bw, rh) * 0.22;
      const dx = x + r.between(line * 3, bw - d - line * 3);
      rooms += `<rect x="${f1(dx)}" y="${f1(y + rh - line)}" width="${f1(d)}" height="${f1(line * 2)}" fill="${fill}"/><path d="M${f1(dx)} ${f1(y + rh)} A${f1(d)} ${f1(d)} 0 0 0 ${f1(dx + d)} ${f1(y + rh - d)}" fill="none" stroke="#8a909a" stroke-width="${f1(line / 2)}"/>`;
      y += rh;
    }
    x += bw;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#fbfaf7"/>
${rooms}
<rect x="${f1(margin)}" y="${f1(margin)}" width="${f1(w - 2 * margin)}" height="${f1(h - margin * 2.6)}" fill="none" stroke="#2b2f36" stroke-width="${f1(line * 2.2)}"/>
${demoPlate(w, h, `DEMO ${String(n).padStart(3, '0')}`)}
</svg>`;
}
