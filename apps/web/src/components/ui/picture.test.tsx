import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS } from '@/lib/image-slots';
import { Picture } from './picture';

describe('Picture', () => {
  it('offers the srcset with the sizes of its slot, and reserves its box at its ratio', () => {
    render(
      <Picture src="/a.webp" srcset="/a-480.webp 480w, /a-960.webp 960w" slot="half" ratio="video" alt="A banner" />,
    );
    const image = screen.getByRole('img', { name: 'A banner' });
    expect(image).toHaveAttribute('srcset', '/a-480.webp 480w, /a-960.webp 960w');
    expect(image).toHaveAttribute('sizes', IMAGE_SLOTS.half);
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveClass('aspect-video', 'w-full');
  });

  it('shows src alone when the image has no srcset, decorative unless named, at the size it is given', () => {
    const { container } = render(<Picture src="/art.svg" ratio="12/5" width={600} height={250} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveClass('aspect-[12/5]');
  });

  it('covers a box its container reserves when it fills it, with no size or tint of its own', () => {
    const { container } = render(
      <Picture src="/card.webp" srcset="/card-480.webp 480w" ratio="fill" className="absolute" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveClass('size-full', 'object-cover', 'absolute');
    expect(image).not.toHaveClass('bg-brand-50');
    expect(image).not.toHaveAttribute('width');
    expect(image).not.toHaveAttribute('height');
    expect(image).toHaveAttribute('sizes', IMAGE_SLOTS.column);
  });
});
