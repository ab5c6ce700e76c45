/**
 * Generated product pictures: a garment silhouette per shape in the variant's colour, so the demo
 * shop looks like a shop without shipping photographs. Angle 1 is the front, 2 the back, 3 a detail.
 */
const SHAPES: Record<string, string> = {
  // Jackets and hoodies have long sleeves down to the cuffs, so they do not read as T-shirts.
  jacket:
    'M70 40 L100 28 Q120 44 140 28 L170 40 L194 58 L214 196 L190 202 L174 106 L174 215 L66 215 L66 106 L50 202 L26 196 L46 58 Z',
  hoodie:
    'M70 42 L96 30 Q100 8 120 8 Q140 8 144 30 L170 42 L194 60 L214 196 L190 202 L174 108 L174 215 L66 215 L66 108 L50 202 L26 196 L46 60 Z',
  tshirt:
    'M72 40 L102 30 Q120 42 138 30 L168 40 L200 70 L180 92 L166 84 L166 210 L74 210 L74 84 L60 92 L40 70 Z',
  shirt:
    'M72 38 L104 28 L120 48 L136 28 L168 38 L200 72 L184 104 L168 96 L168 212 L72 212 L72 96 L56 104 L40 72 Z',
  vest: 'M82 36 L104 28 Q120 52 136 28 L158 36 L166 70 L166 212 L74 212 L74 70 Z',
  trousers: 'M78 28 L162 28 L170 120 L164 222 L132 222 L121 92 L119 92 L108 222 L76 222 L70 120 Z',
  shorts: 'M76 60 L164 60 L174 160 L130 164 L120 110 L110 164 L66 160 Z',
  overall:
    'M88 18 L104 18 L104 46 L136 46 L136 18 L152 18 L156 60 L168 120 L162 224 L132 224 L121 130 L119 130 L108 224 L78 224 L72 120 L84 60 Z',
  underwear: 'M70 70 L170 70 L168 100 Q140 112 128 150 L112 150 Q100 112 72 100 Z',
  shoe: 'M40 150 L60 96 L100 90 L118 120 L170 132 Q205 140 205 168 L205 178 L40 178 Z',
  glove:
    'M86 210 L86 130 L70 98 L80 92 L96 116 L96 56 L108 56 L110 108 L114 44 L126 44 L126 108 L132 52 L144 52 L142 112 L150 66 L162 68 L156 150 L150 210 Z',
  cap: 'M60 140 Q60 72 120 70 Q180 72 180 140 L218 150 L210 160 L60 156 Z',
  bag: 'M60 90 L180 90 L188 210 L52 210 Z M92 90 Q92 50 120 50 Q148 50 148 90 L138 90 Q138 62 120 62 Q102 62 102 90 Z',
  kneepad: 'M84 60 Q120 40 156 60 L160 170 Q120 190 80 170 Z',
  belt: 'M20 110 L220 110 L220 138 L20 138 Z M96 100 L144 100 L144 148 L96 148 Z',
  socks: 'M96 30 L140 30 L140 140 L176 170 Q190 190 170 200 L110 200 Q96 196 96 180 Z',
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Relative luminance decides whether seams are drawn dark or light on the fabric. */
function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(n)) return false;
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150;
}

export function garmentSvg(shape: string, hex: string, label: string, angle: number): string {
  const path = SHAPES[shape] ?? SHAPES.jacket!;
  const fill = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#5b6770';
  const seam = isLight(fill) ? 'rgba(0,0,0,0.35)' : 'rgba(255,255,255,0.45)';
  // The detail (3) is the left shoulder and collar at twice the size, edge and background in view:
  // a zoom on the middle showed nothing but fabric, a blank box for a white garment (issue 27).
  const transform =
    angle === 2 ? 'translate(240 0) scale(-1 1)' : angle === 3 ? 'translate(-60 -20) scale(2)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="480" height="480" role="img" aria-label="${escapeXml(label)}">
<rect width="240" height="240" fill="#f3f4f6"/>
<g transform="${transform}"><path d="${path}" fill="${fill}" stroke="${seam}" stroke-width="2" stroke-linejoin="round"/>
<path d="${path}" fill="none" stroke="${seam}" stroke-width="1" stroke-dasharray="3 3" transform="translate(120 120) scale(0.92) translate(-120 -120)"/></g>
</svg>`;
}
