import sharp from 'sharp';

/** Renders an SVG document to a JPEG (mozjpeg, progressive). The output is the same for the same SVG. */
export async function svgToJpeg(svg: string, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** Rounds a coordinate for compact SVG. */
export const r = (value: number): number => Math.round(value * 10) / 10;
