import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoaderOverlay } from './loader-overlay';
import { withLoader } from './loader-store';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the loader overlay', () => {
  it('shows while any call runs, locks page scroll, and unlocks when the last one ends', async () => {
    render(<LoaderOverlay />);
    const first = deferred();
    const second = deferred();
    let running: Promise<unknown>[] = [];
    act(() => {
      running = [withLoader(first.promise), withLoader(second.promise)];
    });
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await act(async () => {
      first.resolve();
      await running[0];
    });
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();

    await act(async () => {
      second.resolve();
      await running[1];
    });
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('stops counting a call that fails', async () => {
    render(<LoaderOverlay />);
    await act(async () => {
      await expect(withLoader(Promise.reject(new Error('no')))).rejects.toThrow('no');
    });
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
  });
});
