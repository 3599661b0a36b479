import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { cardClasses } from './card-classes';

describe('Card', () => {
  it('draws the member app’s card by default: rounded-3xl, white, p-5, a small shadow', () => {
    render(<Card data-testid="card">Body</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveClass('rounded-3xl', 'bg-white', 'p-5', 'shadow-sm');
  });

  it('takes its variants from props, and only its layout from className', () => {
    render(
      <Card
        as="section"
        padding="lg"
        radius="md"
        elevation="tablet"
        isOutlined
        aria-label="Panel"
        className="flex gap-4"
      >
        Body
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Panel' });
    expect(card).toHaveClass('rounded-2xl', 'p-6', 'tablet:shadow-lg', 'ring-1', 'ring-ink-100', 'flex', 'gap-4');
    expect(card).not.toHaveClass('p-5', 'shadow-sm', 'rounded-3xl');
  });

  it('gives a link the same shell, lifting on hover and showing the focus ring', () => {
    const classes = cardClasses({ padding: 'none', isInteractive: true }, 'block').split(' ');
    expect(classes).toEqual(expect.arrayContaining(['rounded-3xl', 'bg-white', 'hover:shadow-md', 'block']));
    expect(classes.some((name) => /^p-\d/.test(name))).toBe(false);
  });
});
