import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineQrCode } from './line-qr-code';

describe('the add-friend QR code', () => {
  it('keeps its box while loading, then shows the code drawn at build time', async () => {
    render(<LineQrCode alt="Add @chabarewards" size={120} />);
    expect(screen.getByRole('img', { name: 'Add @chabarewards' })).toHaveClass('animate-pulse');
    const image = await screen.findByTestId('add-friend-qr');
    const svg = decodeURIComponent(image.getAttribute('src')?.replace('data:image/svg+xml,', '') ?? '');
    // A QR code is a square of 21 + 4n modules, here with a quiet zone of two on each side.
    const extent = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    expect((extent - 4 - 21) % 4).toBe(0);
    expect(svg).toContain('<path fill="#1f1a24" d="M');
    expect(image).toHaveAttribute('width', '120');
  });
});
