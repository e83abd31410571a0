// subset-font ships no types; the one call the shop makes (devanagari-fonts.ts).
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' }): Promise<Buffer>;
}
