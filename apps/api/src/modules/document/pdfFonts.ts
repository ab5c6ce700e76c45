import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type PdfFontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from the npm registry (dejavu-fonts-ttf): one TrueType family whose glyphs cover every
 * letter of the shop's fourteen languages (ę ż ř ů ģ ņ õ ø å ...). The PDF library embeds the glyphs a
 * document uses as a subset, so nothing is downloaded and no viewer needs the font installed.
 */
const FONT_FILES: Readonly<Record<PdfFontWeight, string>> = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** The name each weight is registered under in a document. */
export const FONT_NAMES: Readonly<Record<PdfFontWeight, string>> = { regular: 'Sans', bold: 'Sans-Bold' };

let loaded: Readonly<Record<PdfFontWeight, Buffer>> | undefined;

/** The font files' bytes, read from disk once per process (the library parses them per document). */
export function fontBytes(): Readonly<Record<PdfFontWeight, Buffer>> {
  loaded ??= {
    regular: readFileSync(FONT_FILES.regular),
    bold: readFileSync(FONT_FILES.bold),
  };
  return loaded;
}
