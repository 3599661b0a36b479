import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog holding two buttons; Escape or Close unmounts it. */
function Page({ onDismiss }: { onDismiss?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {isOpen ? (
        <Dialog
          aria-labelledby="title"
          onDismiss={() => {
            onDismiss?.();
            setIsOpen(false);
          }}
        >
          <h2 id="title">Settings</h2>
          <button type="button">Save</button>
          <button type="button" onClick={() => setIsOpen(false)}>
            Close
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

/** A confirmation whose second button takes the focus first. */
function WithInitialFocus() {
  const second = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" aria-label="Confirm" onDismiss={() => undefined} initialFocus={second}>
      <button type="button">First</button>
      <button type="button" ref={second}>
        Second
      </button>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its heading, and moves the focus to its first control', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, going round from the last control to the first and back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('asks its owner to close on Escape, and gives the focus back to the button that opened it', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(<Page onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('gives the focus back when its owner closes it from inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('leaves a refused Escape open: the owner decides', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Dialog aria-label="Persistent" onDismiss={onDismiss}>
        <button type="button">Stay</button>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Persistent' })).toHaveAttribute('open');
  });

  it('focuses what it is told to first, or itself when it holds nothing focusable', async () => {
    const { unmount } = render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    unmount();
    render(
      <Dialog aria-label="Note" onDismiss={() => undefined}>
        <p>Nothing to press</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Note' })).toHaveFocus();
  });
});
