import sharp from 'sharp';

const GREY = { r: 128, g: 128, b: 128 };

/** A grey `width`×`height` JPEG with a red square of side `mark` centred on the focal point `(x, y)` (0–1). */
export async function markedImage(
  width: number,
  height: number,
  focus: { x: number; y: number },
  mark = 40,
): Promise<Buffer> {
  const left = Math.round(focus.x * width - mark / 2);
  const top = Math.round(focus.y * height - mark / 2);
  const visible = {
    left: Math.max(0, left),
    top: Math.max(0, top),
    width: Math.min(width, left + mark) - Math.max(0, left),
    height: Math.min(height, top + mark) - Math.max(0, top),
  };
  const red = await sharp({
    create: { width: visible.width, height: visible.height, channels: 3, background: { r: 255, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: GREY } })
    .composite([{ input: red, left: visible.left, top: visible.top }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

export interface RedArea {
  count: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  centreX: number;
  centreY: number;
  width: number;
  height: number;
}

/** Decodes an image and finds its red pixels (the mark), with the image's size. */
export async function findRed(image: Buffer): Promise<RedArea> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const area = { count: 0, minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity, sumX: 0, sumY: 0 };
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const offset = (y * info.width + x) * info.channels;
      const [r = 0, g = 0, b = 0] = [data[offset], data[offset + 1], data[offset + 2]];
      if (r > 180 && g < 90 && b < 90) {
        area.count += 1;
        area.minX = Math.min(area.minX, x);
        area.maxX = Math.max(area.maxX, x);
        area.minY = Math.min(area.minY, y);
        area.maxY = Math.max(area.maxY, y);
        area.sumX += x;
        area.sumY += y;
      }
    }
  }
  const { sumX, sumY, ...rest } = area;
  return { ...rest, centreX: sumX / area.count, centreY: sumY / area.count, width: info.width, height: info.height };
}
