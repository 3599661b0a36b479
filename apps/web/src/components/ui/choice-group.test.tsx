import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group';

const options = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

describe('ChoiceGroup', () => {
  it('marks every choice invalid and describes it with the error', () => {
    render(<ChoiceGroup legend="Gender" name="g" value="" options={options} onChange={() => {}} error="Pick one." />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Pick one.');
    }
  });

  it('says nothing extra without an error', () => {
    render(<ChoiceGroup legend="Gender" name="g" value="male" options={options} onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Male' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveAccessibleDescription('');
  });
});
