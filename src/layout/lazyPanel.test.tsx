import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPanel, type LazyPanel as LazyPanelType, type PanelProps } from './lazyPanel';

const Panel = ({ open, onClose }: PanelProps) => (open ? <button onClick={onClose}>panel</button> : <p>closed panel</p>);

function Holder({ LazyPanel }: { LazyPanel: LazyPanelType<PanelProps> }) {
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

afterEach(() => vi.restoreAllMocks());

describe('lazy panels', () => {
  it('load on hover or focus (once), mount on the first open and stay mounted after closing', async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyPanel(load);
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

  it('close when the chunk fails to load, and try again on the next open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const LazyPanel = lazyPanel(load);
    render(<Holder LazyPanel={LazyPanel} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2)); // failed, then fetched again (closed)
    expect(screen.queryByRole('button', { name: 'panel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('button', { name: 'panel' })).toBeInTheDocument();
  });
});
