/**
 * The bulk edit dialog (BulkEditDialog.tsx): only the fields one value may be set on many records
 * are offered (a unique serial is not); the chosen values are sent for the selection, or for every
 * record matching the filter once the user picks that (the count named on the button); the report
 * names each refused record by its title with why.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderShell } from '../../layout/test-utils';
import type { BulkUpdateResult } from '../../providers/dataProvider';
import { registry } from '../registry';
import { BulkEditDialog, type BulkScope } from './BulkEditDialog';

const def = registry.byName('batteries')!;

function setUp(result: BulkUpdateResult, matching = 2) {
  const onConfirm = vi.fn(async (_scope: BulkScope, _data: Record<string, unknown>, onProgress: (f: number, t: number) => void) => {
    onProgress(1, 2);
    return result;
  });
  renderShell(
    <BulkEditDialog
      def={def}
      registry={registry}
      ids={[1, 2]}
      records={[
        { id: 1, sn: 'BAT-0001' },
        { id: 2, sn: 'BAT-0002' },
      ]}
      matching={matching}
      onClose={() => undefined}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('the bulk edit dialog', () => {
  it('offers only fields one value may be set on many records, sends the values, and names the refused with why', async () => {
    const onConfirm = setUp({ done: [1], refused: [{ id: 2, status: 422, reason: 'Validation failed', errors: { brand: 'app.validation.required' } }] });
    const field = await screen.findByRole('combobox', { name: 'Field to change' });
    fireEvent.mouseDown(field);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const names = options.map((o) => o.textContent);
    expect(names).toContain('Brand');
    expect(names).toContain('Store');
    expect(names).not.toContain('SN');
    fireEvent.click(options.find((o) => o.textContent === 'Brand')!);
    fireEvent.change(screen.getByRole('textbox', { name: 'Brand' }), { target: { value: 'CATL' } });
    // only the selection: no choice of scope when the filter matches no more
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change 2 records' }));
    const report = await screen.findByRole('status');
    expect(onConfirm).toHaveBeenCalledWith('selected', { brand: 'CATL' }, expect.any(Function));
    expect(within(report).getByText('1 changed, 1 refused')).toBeInTheDocument();
    expect(within(report).getByRole('list', { name: 'Refused, and why' })).toHaveTextContent('BAT-0002: Validation failed (Brand: Required)');
  });

  it('changes every record matching the filter once asked, naming how many, and clears a value left empty', async () => {
    const onConfirm = setUp({ done: [1, 2, 3], refused: [] }, 57);
    fireEvent.click(await screen.findByRole('radio', { name: 'All 57 matching the filter' }));
    expect(screen.getByText(/every one of the 57 records matching the filter/)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Field to change' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Brand' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change 57 records' }));
    expect(await screen.findByText('3 changed, 0 refused')).toBeInTheDocument();
    // left empty: cleared on each record
    expect(onConfirm).toHaveBeenCalledWith('all', { brand: null }, expect.any(Function));
  });
});
