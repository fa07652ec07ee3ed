import { Suspense, useLayoutEffect, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdParts, lazyComponent, type LazyComponent, type PanelProps } from './lazyComponent';

afterEach(() => vi.restoreAllMocks());

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe("lazyComponent: when 'rendered'", () => {
  it('renders at once, without suspending, once preloaded', async () => {
    const load = vi.fn(async () => Hello);
    const Lazy = lazyComponent(load);
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

  it('with a fallback, has a <Suspense> of its own', async () => {
    const Lazy = lazyComponent(async () => Hello, { fallback: <p>wait</p> });
    render(<Lazy name="page" />);
    expect(screen.getByText('wait')).toBeInTheDocument();
    expect(await screen.findByText('hello page')).toBeInTheDocument();
  });

  it('suspends like React.lazy when not loaded yet, then shows the component', async () => {
    const Lazy = lazyComponent(async () => Hello);
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
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Hello);
  });
});

function Buttons({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

describe("lazyComponent: when 'painted'", () => {
  it('draws the content with the fallback, asks for the part only after that paint, then shows it', async () => {
    const load = vi.fn(() => Promise.resolve(Buttons));
    const Part = lazyComponent(load, { when: 'painted' });
    const atCommit: { text: string | null; asked: number }[] = [];
    function Content() {
      useLayoutEffect(() => {
        atCommit.push({ text: document.body.textContent, asked: load.mock.calls.length });
      }, []);
      return <p>rows</p>;
    }
    render(
      <>
        <Content />
        <Part label="Export" fallback={<span>…</span>} />
      </>,
    );
    expect(atCommit).toEqual([{ text: 'rows…', asked: 0 }]);
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByText('…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once loaded, a new instance shows the part without waiting for a paint or asking again', async () => {
    const load = vi.fn(() => Promise.resolve(Buttons));
    const Part = lazyComponent(load, { when: 'painted' });
    await Part.preload();
    render(<Part label="Create" />);
    // a deferred render, not a frame later: found at once
    expect(await screen.findByRole('button', { name: 'Create' }, { timeout: 50 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('while a content is held (a list waiting for its page), waits for it before asking for its chunk', async () => {
    const load = vi.fn(() => Promise.resolve(Buttons));
    const Part = lazyComponent(load, { when: 'painted' });
    const release = holdParts();
    render(<Part label="Export" fallback={<span>…</span>} />);
    // several frames later, still waiting
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('…')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part whose chunk cannot be loaded reaches the error boundary (asked again through React.lazy)', async () => {
    const load = vi.fn((): Promise<typeof Buttons> => Promise.reject(new Error('chunk failed')));
    const Part = lazyComponent(load, { when: 'painted' });
    const { ErrorBoundary } = await import('react-error-boundary');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallbackRender={({ error }) => <p role="alert">{(error as Error).message}</p>}>
        <Part label="x" />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});

const Panel = ({ open, onClose }: PanelProps) => (open ? <button onClick={onClose}>panel</button> : <p>closed panel</p>);

function Holder({ LazyPanel }: { LazyPanel: LazyComponent<PanelProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onPointerEnter={LazyPanel.preload} onFocus={LazyPanel.preload} onClick={() => setOpen(true)}>
        open
      </button>
      <LazyPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe("lazyComponent: when 'opened' (panels)", () => {
  it('load on hover or focus (once), mount on the first open and stay mounted after closing', async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyComponent(load, { when: 'opened' });
    render(<Holder LazyPanel={LazyPanel} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('closed panel')).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'open' }));
    act(() => screen.getByRole('button', { name: 'open' }).focus());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('closed panel')).toBeNull(); // loaded, not mounted
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'panel' }));
    expect(screen.getByText('closed panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('close when the chunk fails to load on an open, and try again on the next open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const LazyPanel = lazyComponent(load, { when: 'opened' });
    render(<Holder LazyPanel={LazyPanel} />);
    // a click without hovering first: the open itself asks for the chunk, which fails
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2)); // failed, then fetched again (closed)
    expect(await screen.findByText('closed panel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'panel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('button', { name: 'panel' })).toBeInTheDocument();
  });

  it('a failed download on hover is not an error: the open asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const LazyPanel = lazyComponent(load, { when: 'opened' });
    render(<Holder LazyPanel={LazyPanel} />);
    await expect(LazyPanel.preload()).resolves.toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('button', { name: 'panel' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
