import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPreloadable } from './lazyPreloadable';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('lazyPreloadable', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    const load = vi.fn(async () => Hello);
    const Lazy = lazyPreloadable(load);
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="world" />
      </Suspense>,
    );
    // synchronously there: no fallback was shown
    expect(screen.getByText('hello world')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends like React.lazy when not loaded yet, then shows the component', async () => {
    const Lazy = lazyPreloadable(async () => Hello);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="later" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello later')).toBeInTheDocument();
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
    const Lazy = lazyPreloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Hello);
  });
});
