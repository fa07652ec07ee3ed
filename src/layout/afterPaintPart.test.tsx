import { describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterPaintPart, holdParts } from './afterPaintPart';

function Buttons({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

describe('afterPaintPart', () => {
  it('draws the content with the fallback, asks for the part only after that paint, then shows it', async () => {
    const load = vi.fn(() => Promise.resolve(Buttons));
    const Part = afterPaintPart(load);
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
    const Part = afterPaintPart(load);
    await Part.preload();
    render(<Part label="Create" />);
    // a deferred render, not a frame later: found at once
    expect(await screen.findByRole('button', { name: 'Create' }, { timeout: 50 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('while a content is held (a list waiting for its page), waits for it before asking for its chunk', async () => {
    const load = vi.fn(() => Promise.resolve(Buttons));
    const Part = afterPaintPart(load);
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
    const Part = afterPaintPart(load);
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
