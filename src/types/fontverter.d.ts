declare module 'fontverter' {
  export function convert(
    font: Buffer,
    toFormat: 'truetype' | 'sfnt' | 'woff' | 'woff2',
    fromFormat?: string,
  ): Promise<Buffer>
}
