import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS } from '@loyalty/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { solidPicture, withPngSize } from '../../../test/images.js';
import { detectImage, loadSharp, type RenderedImage, renderImage, widthsFor } from './image-pipeline.js';

async function rendered(bytes: Buffer): Promise<RenderedImage> {
  const result = await renderImage(bytes);
  if (typeof result === 'string') throw new Error(`Refused: ${result}`);
  return result;
}

/** A picture whose left half is red and right half blue, so a turn shows where the colours went. */
function twoColours(width: number, height: number) {
  const half = Math.floor(width / 2);
  return solidPicture(width, height, '#ff0000').composite([
    { input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } }, left: half, top: 0 },
  ]);
}

async function pixelAt(webp: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

describe('widthsFor', () => {
  it('keeps the standard widths below the picture and adds its own width, never wider than the widest', () => {
    expect(widthsFor(4000)).toEqual([...IMAGE_WIDTHS]);
    expect(widthsFor(1600)).toEqual([320, 640, 1024, 1600]);
    expect(widthsFor(800)).toEqual([320, 640, 800]);
    expect(widthsFor(640)).toEqual([320, 640]);
    expect(widthsFor(200)).toEqual([200]);
  });
});

describe('renderImage', () => {
  it('stores a photo as WebP at 320, 640, 1024 and 1600 px wide, keeping its shape', async () => {
    const image = await rendered(await solidPicture(3000, 2000).jpeg().toBuffer());
    expect(image.copies.map((copy) => [copy.width, copy.height])).toEqual([
      [320, 213],
      [640, 427],
      [1024, 683],
      [1600, 1067],
    ]);
    for (const copy of image.copies) {
      const stored = await sharp(copy.bytes).metadata();
      expect([stored.format, stored.width]).toEqual(['webp', copy.width]);
    }
  });

  it('never enlarges: a picture narrower than 1600 px is kept at its own width as the widest copy', async () => {
    const image = await rendered(await solidPicture(800, 600).png().toBuffer());
    expect(image.copies.map((copy) => copy.width)).toEqual([320, 640, 800]);
  });

  it('turns the picture upright from its EXIF orientation and drops the EXIF itself', async () => {
    // Stored 400 × 200, red left and blue right; orientation 6 says "turn 90° clockwise to view".
    const sideways = await twoColours(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Test camera' } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const image = await rendered(sideways);
    const widest = image.copies[image.copies.length - 1];
    if (!widest) throw new Error('no copy');
    expect([widest.width, widest.height]).toEqual([200, 400]);
    // Turned clockwise, the red left half is now the top.
    const [topRed, , topBlue] = await pixelAt(widest.bytes, 100, 20);
    const [bottomRed, , bottomBlue] = await pixelAt(widest.bytes, 100, 380);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(50);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(50);
    const stored = await sharp(widest.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('names the copies by content: the same bytes get the same name, other bytes another', async () => {
    const png = await solidPicture(500, 300).png().toBuffer();
    const first = await rendered(png);
    const again = await rendered(Buffer.from(png));
    const other = await rendered(await solidPicture(500, 300, '#00ff00').png().toBuffer());
    expect(first.name).toMatch(/^[0-9a-f]{32}$/);
    expect(again.name).toBe(first.name);
    expect(other.name).not.toBe(first.name);
  });

  it('refuses what is not a JPEG, PNG or WebP that decodes, whatever it claims to be', async () => {
    const png = await solidPicture(40, 40).png().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const bytes of [
      svg,
      gif,
      Buffer.from('hello'),
      Buffer.alloc(0),
      Buffer.concat([png.subarray(0, 8), randomBytes(300)]),
    ]) {
      expect(await renderImage(bytes)).toBe('not-an-image');
    }
    expect(detectImage(svg)).toBeUndefined();
  });

  it('refuses a picture that claims more pixels than the limit (a decompression bomb) before decoding it', async () => {
    const small = await solidPicture(2, 2).png().toBuffer();
    expect(await renderImage(withPngSize(small, 7_000, 7_000))).toBe('too-many-pixels');
    expect(await renderImage(withPngSize(small, 20_000, 20_000))).toBe('too-many-pixels');
  });
});

describe('loadSharp', () => {
  it.skipIf(process.platform !== 'linux')('leaves libvips unloaded until the first picture is decoded', () => {
    const libvipsMapped = `(await import('node:fs')).readFileSync('/proc/self/maps', 'utf8').includes('libvips')`;
    const script = `
      const pipeline = await import(${JSON.stringify(new URL('./image-pipeline.ts', import.meta.url).href)});
      const before = ${libvipsMapped};
      await pipeline.loadSharp();
      console.log(JSON.stringify({ before, after: ${libvipsMapped} }));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({ before: false, after: true });
  });

  it('turns off the libvips operation cache: every upload is new bytes, so no operation is reused', async () => {
    await rendered(await solidPicture(64, 48, '#00ff00').png().toBuffer());
    const cache = (await loadSharp()).cache();
    expect(cache.memory.max).toBe(0);
    expect(cache.items.max).toBe(0);
  });
});
