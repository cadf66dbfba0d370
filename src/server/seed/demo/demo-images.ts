import sharp from 'sharp';

/**
 * Illustrations for the demo site, drawn as SVG and rendered with sharp at seed time: no
 * downloads, no binary files in the repository. One coherent green and earth palette.
 */
const P = {
  skyTop: '#cfe3d4',
  skyBottom: '#f3efe0',
  sun: '#f2d98b',
  far: '#9bbf9f',
  mid: '#6f9e76',
  near: '#3f6e4b',
  deep: '#1f3d2b',
  sand: '#e4cf9a',
  earth: '#8a6a45',
  water: '#6f9fb3',
  waterLight: '#a9c9d3',
  heather: '#9b7393',
  cream: '#f7f3e8',
};

export type SceneKind = 'river' | 'heath' | 'forest' | 'meadow' | 'dunes' | 'peat' | 'city' | 'solar' | 'wetland' | 'coast';
export type AnimalKind = 'bat' | 'otter' | 'birds' | 'bee' | 'deer' | 'none';
export type PatternKind = 'helix' | 'soundwave' | 'contours' | 'datapoints' | 'leaves';

export type ImageRecipe =
  | { kind: 'scene'; scene: SceneKind; animal: AnimalKind; seed: number }
  | { kind: 'pattern'; pattern: PatternKind; seed: number }
  | { kind: 'portrait'; seed: number };

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

/** A band of rolling hills from x=0 to width, filled down to the bottom edge. */
function hills(width: number, height: number, baseY: number, amplitude: number, waves: number, phase: number, fill: string): string {
  const steps = 48;
  let d = `M0 ${height} L0 ${r1(baseY)}`;
  for (let i = 0; i <= steps; i += 1) {
    const x = (i / steps) * width;
    const y =
      baseY -
      Math.sin((i / steps) * Math.PI * waves + phase) * amplitude -
      Math.sin((i / steps) * Math.PI * waves * 2.3 + phase * 1.7) * amplitude * 0.3;
    d += ` L${r1(x)} ${r1(y)}`;
  }
  return `<path d="${d} L${width} ${height} Z" fill="${fill}"/>`;
}

function tree(x: number, y: number, size: number, fill: string): string {
  return `<path d="M${r1(x)} ${r1(y - size * 2.2)} L${r1(x + size * 0.7)} ${r1(y)} L${r1(x - size * 0.7)} ${r1(y)} Z" fill="${fill}"/><rect x="${r1(x - size * 0.08)}" y="${r1(y)}" width="${r1(size * 0.16)}" height="${r1(size * 0.35)}" fill="${P.earth}"/>`;
}

function roundTree(x: number, y: number, size: number, fill: string): string {
  return `<rect x="${r1(x - size * 0.09)}" y="${r1(y - size)}" width="${r1(size * 0.18)}" height="${r1(size)}" fill="${P.earth}"/><circle cx="${r1(x)}" cy="${r1(y - size * 1.3)}" r="${r1(size * 0.65)}" fill="${fill}"/>`;
}

function sky(width: number, height: number, rand: () => number): string {
  const sunX = width * (0.55 + rand() * 0.3);
  const sunY = height * (0.18 + rand() * 0.1);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.skyTop}"/><stop offset="1" stop-color="${P.skyBottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/><circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(height * 0.09)}" fill="${P.sun}" opacity="0.9"/>`;
}

function sceneBody(scene: SceneKind, w: number, h: number, rand: () => number): string {
  const parts: string[] = [];
  const phase = rand() * Math.PI * 2;
  switch (scene) {
    case 'river':
    case 'wetland': {
      parts.push(hills(w, h, h * 0.5, h * 0.06, 3, phase, P.far), hills(w, h, h * 0.62, h * 0.04, 2, phase + 1, P.mid));
      const riverWidth = scene === 'river' ? h * 0.16 : h * 0.3;
      parts.push(
        `<path d="M${w * 0.35} ${h * 0.62} C ${w * 0.6} ${h * 0.7}, ${w * 0.1} ${h * 0.8}, ${w * 0.3} ${h} L ${w * 0.3 + riverWidth * 2.2} ${h} C ${w * 0.3} ${h * 0.8}, ${w * 0.75} ${h * 0.72}, ${w * 0.42} ${h * 0.62} Z" fill="${P.water}"/>`,
      );
      for (let i = 0; i < 10; i += 1)
        parts.push(
          `<path d="M${r1(w * (0.3 + rand() * 0.25))} ${r1(h * (0.7 + rand() * 0.25))} h${r1(w * 0.04)}" stroke="${P.waterLight}" stroke-width="${r1(h * 0.006)}" stroke-linecap="round"/>`,
        );
      for (let i = 0; i < 14; i += 1) {
        const x = rand() < 0.5 ? w * rand() * 0.25 : w * (0.65 + rand() * 0.35);
        parts.push(roundTree(x, h * (0.66 + rand() * 0.2), h * (0.05 + rand() * 0.05), rand() < 0.5 ? P.near : P.deep));
      }
      if (scene === 'wetland')
        for (let i = 0; i < 60; i += 1)
          parts.push(
            `<path d="M${r1(w * rand())} ${h} l${r1((rand() - 0.5) * 10)} -${r1(h * (0.06 + rand() * 0.1))}" stroke="${P.deep}" stroke-width="3"/>`,
          );
      break;
    }
    case 'heath': {
      parts.push(
        hills(w, h, h * 0.55, h * 0.05, 2, phase, P.far),
        hills(w, h, h * 0.68, h * 0.05, 3, phase + 2, '#b49aa9'),
        hills(w, h, h * 0.82, h * 0.03, 2, phase + 4, P.heather),
      );
      for (let i = 0; i < 220; i += 1)
        parts.push(
          `<circle cx="${r1(w * rand())}" cy="${r1(h * (0.72 + rand() * 0.28))}" r="${r1(2 + rand() * 5)}" fill="${rand() < 0.5 ? '#7d5a78' : '#b58aa8'}"/>`,
        );
      for (let i = 0; i < 5; i += 1) parts.push(tree(w * rand(), h * (0.6 + rand() * 0.08), h * 0.05, P.deep));
      break;
    }
    case 'forest': {
      parts.push(hills(w, h, h * 0.48, h * 0.05, 2, phase, P.far));
      for (let row = 0; row < 4; row += 1) {
        const y = h * (0.55 + row * 0.13);
        const size = h * (0.05 + row * 0.035);
        const fill = [P.mid, P.near, P.deep, '#173024'][row]!;
        for (let x = -size; x < w + size; x += size * (0.9 + rand() * 0.6)) parts.push(tree(x, y + rand() * h * 0.03, size, fill));
      }
      break;
    }
    case 'meadow':
    case 'peat': {
      parts.push(hills(w, h, h * 0.6, h * 0.015, 2, phase, P.far), hills(w, h, h * 0.66, h * 0.01, 2, phase + 1, '#a8c98e'));
      if (scene === 'peat') {
        for (let i = 0; i < 7; i += 1) {
          const x = w * (i / 6);
          parts.push(
            `<path d="M${r1(w * 0.5 + (x - w * 0.5) * 0.1)} ${r1(h * 0.66)} L${r1(x)} ${h}" stroke="${P.water}" stroke-width="${r1(h * 0.012)}"/>`,
          );
        }
        parts.push(
          `<path d="M${w * 0.8} ${h * 0.64} v-${h * 0.12}" stroke="${P.deep}" stroke-width="6"/><path d="M${w * 0.8} ${h * 0.52} l-40 -40 M${w * 0.8} ${h * 0.52} l40 -40 M${w * 0.8} ${h * 0.52} l40 40 M${w * 0.8} ${h * 0.52} l-40 40" stroke="${P.deep}" stroke-width="8" stroke-linecap="round"/>`,
        );
      } else {
        for (let i = 0; i < 180; i += 1)
          parts.push(
            `<circle cx="${r1(w * rand())}" cy="${r1(h * (0.7 + rand() * 0.3))}" r="${r1(3 + rand() * 4)}" fill="${['#f4e285', '#ffffff', '#d98b8b', '#c7a4d6'][Math.floor(rand() * 4)]}"/>`,
          );
      }
      for (let i = 0; i < 8; i += 1) parts.push(roundTree(w * rand(), h * 0.66, h * (0.04 + rand() * 0.03), P.near));
      break;
    }
    case 'dunes':
    case 'coast': {
      if (scene === 'coast') parts.push(`<rect y="${h * 0.5}" width="${w}" height="${h * 0.2}" fill="${P.water}"/>`);
      parts.push(hills(w, h, h * 0.6, h * 0.07, 3, phase, P.sand), hills(w, h, h * 0.75, h * 0.06, 2, phase + 2, '#d4b978'));
      for (let i = 0; i < 160; i += 1) {
        const x = w * rand();
        const y = h * (0.62 + rand() * 0.38);
        parts.push(
          `<path d="M${r1(x)} ${r1(y)} q${r1((rand() - 0.5) * 20)} -${r1(h * 0.03)} ${r1((rand() - 0.5) * 30)} -${r1(h * (0.04 + rand() * 0.03))}" stroke="${P.mid}" stroke-width="3" fill="none"/>`,
        );
      }
      break;
    }
    case 'city': {
      parts.push(hills(w, h, h * 0.6, h * 0.02, 2, phase, P.far));
      for (let x = w * 0.04; x < w * 0.96; x += w * (0.08 + rand() * 0.05)) {
        const bw = w * (0.06 + rand() * 0.04);
        const bh = h * (0.2 + rand() * 0.3);
        const top = h * 0.78 - bh;
        parts.push(
          `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${rand() < 0.5 ? '#c9b79c' : '#b9a58a'}"/><rect x="${r1(x)}" y="${r1(top - h * 0.015)}" width="${r1(bw)}" height="${r1(h * 0.02)}" fill="${P.mid}"/>`,
        );
        for (let wy = top + h * 0.04; wy < h * 0.74; wy += h * 0.07) {
          for (let wx = x + bw * 0.15; wx < x + bw * 0.8; wx += bw * 0.3)
            parts.push(
              `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(bw * 0.15)}" height="${r1(h * 0.035)}" fill="${P.cream}" opacity="0.8"/>`,
            );
        }
      }
      parts.push(`<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${P.mid}"/>`);
      for (let i = 0; i < 12; i += 1) parts.push(roundTree(w * rand(), h * (0.86 + rand() * 0.1), h * (0.05 + rand() * 0.03), P.near));
      break;
    }
    case 'solar': {
      parts.push(hills(w, h, h * 0.52, h * 0.03, 2, phase, P.far), hills(w, h, h * 0.6, h * 0.01, 2, phase + 1, '#a8c98e'));
      for (let row = 0; row < 5; row += 1) {
        const y = h * (0.62 + row * 0.075);
        const ph = h * (0.025 + row * 0.008);
        for (let x = -w * 0.05 + (row % 2) * w * 0.04; x < w; x += w * 0.12) {
          parts.push(
            `<path d="M${r1(x)} ${r1(y)} l${r1(w * 0.1)} 0 l${r1(w * 0.012)} -${r1(ph)} l-${r1(w * 0.1)} 0 Z" fill="#35556b" stroke="#8db0c4" stroke-width="1.5"/>`,
          );
        }
        for (let i = 0; i < 40; i += 1)
          parts.push(
            `<circle cx="${r1(w * rand())}" cy="${r1(y + h * 0.02)}" r="${r1(2 + rand() * 3)}" fill="${['#f4e285', '#ffffff', '#c7a4d6'][Math.floor(rand() * 3)]}"/>`,
          );
      }
      break;
    }
  }
  return parts.join('');
}

function animal(kind: AnimalKind, w: number, h: number, rand: () => number): string {
  const s = h / 900;
  switch (kind) {
    case 'none':
      return '';
    case 'bat': {
      const x = w * 0.28;
      const y = h * 0.28;
      return `<g transform="translate(${x} ${y}) scale(${r1(2.4 * s)})" fill="${P.deep}"><path d="M0 0 c-12 -18 -40 -22 -70 -10 c10 6 14 14 12 22 c-8 -4 -18 -2 -24 4 c10 2 18 10 20 18 c14 -10 32 -16 50 -14 l6 -14 l6 14 c18 -2 36 4 50 14 c2 -8 10 -16 20 -18 c-6 -6 -16 -8 -24 -4 c-2 -8 2 -16 12 -22 c-30 -12 -58 -8 -70 10 l-4 -10 z"/></g>`;
    }
    case 'otter': {
      const x = w * 0.62;
      const y = h * 0.8;
      return `<g transform="translate(${x} ${y}) scale(${r1(2.2 * s)})" fill="#4b3621"><ellipse cx="0" cy="0" rx="70" ry="18"/><circle cx="70" cy="-10" r="16"/><circle cx="80" cy="-22" r="4"/><path d="M-70 0 q-50 10 -80 -4 q40 0 78 -10 z"/><rect x="30" y="8" width="10" height="16" rx="4"/><rect x="-40" y="8" width="10" height="16" rx="4"/></g>`;
    }
    case 'birds': {
      const birds: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const x = w * (0.15 + rand() * 0.5);
        const y = h * (0.1 + rand() * 0.25);
        const size = (18 + rand() * 22) * s * 1.6;
        birds.push(
          `<path d="M${r1(x - size)} ${r1(y)} q${r1(size / 2)} -${r1(size / 2)} ${r1(size)} 0 q${r1(size / 2)} -${r1(size / 2)} ${r1(size)} 0" stroke="${P.deep}" stroke-width="${r1(4 * s + 1)}" fill="none" stroke-linecap="round"/>`,
        );
      }
      return birds.join('');
    }
    case 'bee': {
      const x = w * 0.7;
      const y = h * 0.35;
      return `<g transform="translate(${x} ${y}) scale(${r1(3 * s)})"><ellipse cx="-8" cy="-16" rx="12" ry="8" fill="#ffffff" opacity="0.8"/><ellipse cx="8" cy="-16" rx="12" ry="8" fill="#ffffff" opacity="0.8"/><ellipse cx="0" cy="0" rx="22" ry="14" fill="#e0b43c"/><rect x="-6" y="-14" width="5" height="28" fill="${P.deep}"/><rect x="6" y="-14" width="5" height="28" fill="${P.deep}"/><circle cx="22" cy="0" r="8" fill="${P.deep}"/></g>`;
    }
    case 'deer': {
      const x = w * 0.7;
      const y = h * 0.7;
      return `<g transform="translate(${x} ${y}) scale(${r1(2 * s)})" fill="#5b4128"><ellipse cx="0" cy="0" rx="60" ry="26"/><rect x="-50" y="10" width="8" height="60"/><rect x="-30" y="10" width="8" height="60"/><rect x="30" y="10" width="8" height="60"/><rect x="46" y="10" width="8" height="60"/><path d="M50 -10 l30 -50 l16 6 l-22 52 z"/><ellipse cx="92" cy="-58" rx="18" ry="10"/><path d="M84 -66 l-10 -30 m10 30 l6 -34 m-16 4 l-8 -10 m14 6 l10 -10" stroke="#5b4128" stroke-width="4" fill="none"/></g>`;
    }
  }
}

function pattern(kind: PatternKind, w: number, h: number, rand: () => number): string {
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${P.deep}"/>`];
  switch (kind) {
    case 'helix': {
      for (let i = 0; i <= 60; i += 1) {
        const x = (i / 60) * w;
        const a = Math.sin((i / 60) * Math.PI * 6) * h * 0.22;
        parts.push(
          `<line x1="${r1(x)}" y1="${r1(h / 2 + a)}" x2="${r1(x)}" y2="${r1(h / 2 - a)}" stroke="${P.far}" stroke-width="4" opacity="0.6"/>`,
        );
        parts.push(
          `<circle cx="${r1(x)}" cy="${r1(h / 2 + a)}" r="9" fill="${P.sun}"/><circle cx="${r1(x)}" cy="${r1(h / 2 - a)}" r="9" fill="${P.waterLight}"/>`,
        );
      }
      break;
    }
    case 'soundwave': {
      const bars = 90;
      for (let i = 0; i < bars; i += 1) {
        const x = (i + 0.5) * (w / bars);
        const envelope = Math.exp(-(((i - bars * 0.5) / (bars * 0.22)) ** 2));
        const bh = h * (0.04 + envelope * 0.6 * (0.4 + rand() * 0.6));
        parts.push(
          `<rect x="${r1(x - w / bars / 3)}" y="${r1(h / 2 - bh / 2)}" width="${r1(w / bars / 1.6)}" height="${r1(bh)}" rx="4" fill="${i % 7 === 0 ? P.sun : P.far}"/>`,
        );
      }
      break;
    }
    case 'contours': {
      const cx = w * (0.3 + rand() * 0.4);
      const cy = h * (0.3 + rand() * 0.4);
      for (let i = 1; i < 26; i += 1) {
        const rx = i * w * 0.035;
        const ry = i * h * 0.045;
        parts.push(
          `<ellipse cx="${r1(cx + i * 6)}" cy="${r1(cy - i * 3)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="${i % 5 === 0 ? P.sun : P.mid}" stroke-width="${i % 5 === 0 ? 4 : 2}"/>`,
        );
      }
      for (let x = 0; x < w; x += w / 12)
        parts.push(`<line x1="${r1(x)}" y1="0" x2="${r1(x)}" y2="${h}" stroke="${P.far}" stroke-width="1" opacity="0.35"/>`);
      for (let y = 0; y < h; y += h / 8)
        parts.push(`<line x1="0" y1="${r1(y)}" x2="${w}" y2="${r1(y)}" stroke="${P.far}" stroke-width="1" opacity="0.35"/>`);
      break;
    }
    case 'datapoints': {
      for (let i = 0; i < 260; i += 1) {
        const x = w * rand();
        const trend = h * 0.8 - (x / w) * h * 0.55;
        const y = trend + (rand() - 0.5) * h * 0.25;
        parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(4 + rand() * 8)}" fill="${rand() < 0.2 ? P.sun : P.far}"/>`);
      }
      parts.push(`<line x1="0" y1="${h * 0.8}" x2="${w}" y2="${h * 0.25}" stroke="${P.cream}" stroke-width="5"/>`);
      break;
    }
    case 'leaves': {
      for (let i = 0; i < 70; i += 1) {
        const x = w * rand();
        const y = h * rand();
        const size = 30 + rand() * 80;
        const angle = Math.round(rand() * 360);
        const fill = [P.mid, P.near, P.far, '#a8c98e'][Math.floor(rand() * 4)];
        parts.push(
          `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${angle})"><path d="M0 0 q${r1(size * 0.5)} -${r1(size * 0.45)} ${r1(size)} 0 q-${r1(size * 0.5)} ${r1(size * 0.45)} -${r1(size)} 0 z" fill="${fill}"/><path d="M0 0 h${r1(size)}" stroke="${P.deep}" stroke-width="2"/></g>`,
        );
      }
      break;
    }
  }
  return parts.join('');
}

function portrait(w: number, h: number, rand: () => number): string {
  const backgrounds = [P.far, P.sand, P.waterLight, '#b49aa9', '#a8c98e'];
  const clothes = [P.deep, P.near, P.earth, '#35556b', '#6b4f6a'];
  const skin = ['#e8c4a0', '#c99a72', '#8d5f3f', '#f0d3b6'];
  const hair = ['#3b2a1a', '#7a5a3a', '#c9a66b', '#222222', '#9a9a9a'];
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const hairColour = pick(hair);
  const longHair = rand() < 0.5;
  return `<rect width="${w}" height="${h}" fill="${pick(backgrounds)}"/>
${longHair ? `<ellipse cx="${w / 2}" cy="${h * 0.48}" rx="${w * 0.2}" ry="${h * 0.24}" fill="${hairColour}"/>` : ''}
<path d="M${w * 0.18} ${h} C ${w * 0.2} ${h * 0.72}, ${w * 0.8} ${h * 0.72}, ${w * 0.82} ${h} Z" fill="${pick(clothes)}"/>
<rect x="${w * 0.45}" y="${h * 0.52}" width="${w * 0.1}" height="${h * 0.14}" fill="${pick(skin)}"/>
<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.15}" fill="${pick(skin)}"/>
<path d="M${w * 0.35} ${h * 0.4} C ${w * 0.35} ${h * 0.22}, ${w * 0.65} ${h * 0.22}, ${w * 0.65} ${h * 0.4} C ${w * 0.6} ${h * 0.32}, ${w * 0.4} ${h * 0.32}, ${w * 0.35} ${h * 0.4} Z" fill="${hairColour}"/>`;
}

export function recipeSvg(recipe: ImageRecipe, width: number, height: number): string {
  const rand = random(recipe.seed);
  let body: string;
  if (recipe.kind === 'scene')
    body = sky(width, height, rand) + sceneBody(recipe.scene, width, height, rand) + animal(recipe.animal, width, height, rand);
  else if (recipe.kind === 'pattern') body = pattern(recipe.pattern, width, height, rand);
  else body = portrait(width, height, rand);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Renders an illustration to a progressive JPEG. */
export async function renderJpeg(recipe: ImageRecipe, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(recipeSvg(recipe, width, height)), { density: 72 })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}
