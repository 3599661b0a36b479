import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OnDemand, preloadable, usePreloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Host({ of }: { of: ReturnType<typeof preloadable<{ name: string }>> }) {
  const Loaded = usePreloadable(of);
  return Loaded ? <Loaded name="Somchai" /> : <p>Waiting</p>;
}

/** Greeting's code arriving only when the test says so, as over a slow network. */
function slowGreeting() {
  let deliver: () => void = () => undefined;
  const greeting = preloadable(
    () =>
      new Promise<typeof Greeting>((resolve) => {
        deliver = () => resolve(Greeting);
      }),
  );
  return { greeting, deliver: () => deliver() };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('preloadable', () => {
  it('fetches the code once however often it is asked for', async () => {
    const load = vi.fn(async () => Greeting);
    const greeting = preloadable(load);
    await Promise.all([greeting.preload(), greeting.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(greeting.loaded).toBe(Greeting);
  });

  it('draws a component whose code came earlier on its very first render', async () => {
    const greeting = preloadable(async () => Greeting);
    await greeting.preload();
    render(<Host of={greeting} />);
    // No waiting of any kind: the text is there synchronously after the first render.
    expect(screen.getByText('Hello Somchai')).toBeInTheDocument();
  });

  it('fetches the code itself when nothing asked for it, and draws the component once it arrives', async () => {
    const { greeting, deliver } = slowGreeting();
    render(<Host of={greeting} />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => deliver());
    expect(screen.getByText('Hello Somchai')).toBeInTheDocument();
  });

  it('throws a failed fetch to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const greeting = preloadable<{ name: string }>(() => Promise.reject(new Error('chunk missing')));
    render(
      <Boundary>
        <Host of={greeting} />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk missing');
  });

  it('holds the place of an on-demand component with its fallback until its code arrives', async () => {
    const { greeting, deliver } = slowGreeting();
    render(<OnDemand component={greeting} props={{ name: 'Malee' }} fallback={<p>Placeholder</p>} />);
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    await act(async () => deliver());
    expect(screen.getByText('Hello Malee')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
  });
});
