import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a switch named by its label, described by its hint, that reports the new state', async () => {
    const onChange = vi.fn();
    render(<Switch checked={false} onChange={onChange} label="E-mail" hint="To your address" />);
    const control = screen.getByRole('switch', { name: 'E-mail' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('To your address');
    await userEvent.setup().click(screen.getByText('E-mail'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does not change while disabled', async () => {
    const onChange = vi.fn();
    render(<Switch checked onChange={onChange} label="E-mail" disabled />);
    expect(screen.getByRole('switch', { name: 'E-mail' })).toBeDisabled();
    await userEvent.setup().click(screen.getByText('E-mail'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
