/**
 * The import dialog (ImportDialog.tsx): a chosen file is sent as a dry run; a header that matched
 * no field is matched by the user and checked again; the bad rows are listed by line, field label
 * and reason before anything is written; "import the N valid rows" writes them (mode=valid), a
 * notice says how many, and the dialog closes; "import all" is offered only when no row is bad.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, type DataProvider } from 'react-admin';
import { renderShell } from '../../layout/test-utils';
import type { ImportParams, ImportResult } from '../../providers/importApi';
import { registry } from '../registry';
import { ImportDialog } from './ImportDialog';

const def = registry.byName('batteries')!;

const checked = (over: Partial<ImportResult>): ImportResult => ({
  total: 3,
  valid: 2,
  created: [],
  errors: [{ line: 3, field: 'model', message: 'Unknown value “99V”', key: 'import.unknown_enum' }],
  columns: [
    { header: 'serial', field: null, writable: false },
    { header: 'Model', field: 'model', writable: true },
  ],
  ...over,
});

function setUp(answers: ImportResult[]) {
  const calls: Omit<ImportParams, 'file' | 'onProgress'>[] = [];
  const importFile = vi.fn(async (_resource: string, { file: _file, onProgress, ...params }: ImportParams) => {
    calls.push(params);
    onProgress?.(50, 100);
    return answers[calls.length - 1];
  });
  const onClose = vi.fn();
  renderShell(
    <>
      <ImportDialog open onClose={onClose} def={def} />
      <Notification />
    </>,
    { dataProvider: { importFile } as Partial<DataProvider> },
  );
  return { calls, onClose };
}

const choose = (name = 'batteries.csv') => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['serial,Model\nA,60V30AH\n'], name, { type: 'text/csv' })] } });
};

describe('the import dialog', () => {
  it('lists the dry run’s bad rows, asks for the unmatched header’s field, checks again, then writes the valid rows', async () => {
    const { calls, onClose } = setUp([
      checked({}),
      checked({
        columns: [
          { header: 'serial', field: 'sn', writable: true },
          { header: 'Model', field: 'model', writable: true },
        ],
      }),
      checked({ created: ['901', '902'] }),
    ]);
    choose();
    expect(await screen.findByText('2 of 3 rows are valid')).toBeInTheDocument();
    expect(calls[0]).toEqual({ dryRun: true, mode: 'valid', columns: undefined });
    // the bad row: its line, its field by label, why
    const table = screen.getByRole('table', { name: 'Rows that cannot be imported' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', 'Model', 'Unknown value “99V”']);
    // nothing is written before the user says so; all-or-nothing only when no row is bad
    expect(screen.getByRole('button', { name: 'Import all (only if none are bad)' })).toBeDisabled();
    // the header that matched nothing: its field chosen, then checked again
    expect(screen.getByRole('combobox', { name: 'serial' })).toHaveTextContent('Ignore this column');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'serial' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SN' }));
    expect(screen.getByRole('button', { name: 'Import the 2 valid rows' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ dryRun: true, mode: 'valid', columns: { serial: 'sn' } });
    const write = await screen.findByRole('button', { name: 'Import the 2 valid rows' });
    await waitFor(() => expect(write).toBeEnabled());
    fireEvent.click(write);
    expect(await screen.findByText('2 records imported')).toBeInTheDocument();
    expect(calls[2]).toEqual({ dryRun: false, mode: 'valid', columns: { serial: 'sn' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers all-or-nothing when every row is good, and says so', async () => {
    const { calls } = setUp([
      checked({ valid: 3, errors: [], columns: [{ header: 'sn', field: 'sn', writable: true }] }),
      checked({ valid: 3, errors: [], created: ['1', '2', '3'] }),
    ]);
    choose('batteries.xlsx');
    expect(await screen.findByText(/Every row can be imported/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import all (only if none are bad)' }));
    await waitFor(() => expect(calls[1]).toEqual({ dryRun: false, mode: 'all', columns: undefined }));
  });
});
