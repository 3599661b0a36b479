/** The slip as an image (issue 34): drawn on a canvas in the app's font, no library. */
export interface SlipContent {
  title: string;
  rows: readonly (readonly [label: string, value: string])[];
}

const WIDTH = 720;
const PADDING = 48;
const ROW_HEIGHT = 64;
const FONT = 'Sarabun, "Noto Sans Thai", sans-serif';

/** Draws the slip to a PNG: the title, then one label and value per row, as the success screen shows them. */
export async function drawSlip(content: SlipContent, doc: Document = document): Promise<Blob> {
  await doc.fonts?.ready;
  const canvas = doc.createElement('canvas');
  const scale = 2;
  const height = PADDING * 2 + 72 + content.rows.length * ROW_HEIGHT;
  canvas.width = WIDTH * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the slip');
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, height);
  context.fillStyle = '#047857';
  context.fillRect(0, 0, WIDTH, 8);
  context.fillStyle = '#111827';
  context.font = `700 32px ${FONT}`;
  context.textBaseline = 'middle';
  context.fillText(content.title, PADDING, PADDING + 28);
  content.rows.forEach(([label, value], index) => {
    const y = PADDING + 72 + index * ROW_HEIGHT + ROW_HEIGHT / 2;
    context.fillStyle = '#4b5563';
    context.font = `400 24px ${FONT}`;
    context.textAlign = 'left';
    context.fillText(label, PADDING, y);
    context.fillStyle = '#111827';
    context.font = `600 24px ${FONT}`;
    context.textAlign = 'right';
    context.fillText(value, WIDTH - PADDING, y, WIDTH / 2);
    context.textAlign = 'left';
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The slip could not be drawn'))), 'image/png'),
  );
}

type Sharer = Pick<Navigator, 'share'> & { canShare?: Navigator['canShare'] };

/** Saves the image as a download (an anchor with `download`), what every browser can do. */
export function downloadImage(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Shares the image with the Web Share API level 2 where the browser can share files; elsewhere (most
 * desktops, LINE's in-app browser on some phones) it is downloaded instead.
 */
export async function shareImage(
  blob: Blob,
  fileName: string,
  sharer: Sharer | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  download: (blob: Blob, fileName: string) => void = downloadImage,
): Promise<'shared' | 'saved'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (sharer?.canShare?.({ files: [file] })) {
    await sharer.share({ files: [file] });
    return 'shared';
  }
  download(blob, fileName);
  return 'saved';
}
