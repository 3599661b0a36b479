import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const FRUITS = ['apple', 'pear', 'plum'] as const;
type Fruit = (typeof FRUITS)[number];

function Fruits() {
  const [value, setValue] = useState<Fruit>('apple');
  return (
    <>
      <Tabs
        tabs={FRUITS}
        value={value}
        onChange={setValue}
        label="Fruit"
        labelOf={(fruit) => fruit.toUpperCase()}
        idOf={(fruit) => `fruit-${fruit}`}
        panelId="fruit-panel"
        layout={3}
      />
      <div role="tabpanel" id="fruit-panel" aria-labelledby={`fruit-${value}`}>
        {value}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('names the list, selects one tab, and keeps only that one in the Tab order', () => {
    render(<Fruits />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    const apple = screen.getByRole('tab', { name: 'APPLE' });
    expect(apple).toHaveAttribute('aria-selected', 'true');
    expect(apple).toHaveAttribute('tabindex', '0');
    expect(apple).toHaveAttribute('aria-controls', 'fruit-panel');
    expect(screen.getByRole('tab', { name: 'PEAR' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'APPLE' })).toHaveTextContent('apple');
  });

  it('moves the selection and the focus with the arrow keys, round the ends, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(screen.getByRole('tab', { name: 'APPLE' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'PLUM' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'PLUM' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'APPLE' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'PLUM' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'APPLE' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('apple');
  });

  it('selects a tab that is clicked, and gives each its test id', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(screen.getByTestId('fruit-pear'));
    expect(screen.getByRole('tab', { name: 'PEAR' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'PEAR' })).toHaveTextContent('pear');
  });
});
