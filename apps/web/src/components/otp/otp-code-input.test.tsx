import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpCodeInput } from './otp-code-input';

/** The boxes as a form holds them: the code in the parent's state. */
function Harness({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <OtpCodeInput value={code} onChange={setCode} label="Enter the 6-digit code" hint="6 digits" testId="otp" />
      <output data-testid="code">{code}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const code = () => screen.getByTestId('code').textContent;

describe('the six-box one-time code', () => {
  it('is one labelled group of six labelled boxes, the first ready for SMS autofill', async () => {
    render(<Harness />);
    // The box labels come from the registration namespace, which loads with the first render.
    await screen.findByLabelText('Digit 1 of 6');
    const group = screen.getByRole('group', { name: 'Enter the 6-digit code' });
    expect(group).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveAccessibleDescription('6 digits');
  });

  it('moves to the next box with each digit typed and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('12a3');
    expect(code()).toBe('123');
    expect(screen.getByLabelText('Digit 4 of 6')).toHaveFocus();
    await user.keyboard('456');
    expect(code()).toBe('123456');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('goes back with backspace, emptying the box before an empty one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(screen.getByLabelText('Digit 5 of 6'));
    await user.keyboard('{Backspace}');
    expect(code()).toBe('123');
    expect(screen.getByLabelText('Digit 4 of 6')).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(code()).toBe('1');
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveFocus();
    await user.keyboard('9');
    expect(code()).toBe('19');
  });

  it('never leaves a gap: a click past the first empty box lands on it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(screen.getByLabelText('Digit 6 of 6'));
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveFocus();
  });

  it('fills every box from a pasted code, spaces and all', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('482 913');
    expect(code()).toBe('482913');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveFocus();
  });

  it('fills every box when autofill writes the whole code into the first one', async () => {
    render(<Harness />);
    fireEvent.change(await screen.findByLabelText('Digit 1 of 6'), { target: { value: '705128' } });
    expect(code()).toBe('705128');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['7', '0', '5', '1', '2', '8']);
  });
});
