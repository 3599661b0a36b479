import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('marks itself invalid and is described by its error', () => {
    render(<Checkbox checked={false} onChange={() => {}} label="I accept" error="Please accept." />);
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept.');
  });
});
