/**
 * A number's unit follows each of its values, on the record's page as in the list (kinds/number.ts `withUnit`), and sits
 * at the end of its input and of a range filter's bounds; a percent's `%` and money's yuan likewise (`unitText`): a
 * label names the quantity only.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider, SimpleForm } from 'react-admin';
import { f, type ResourceDef } from '../resources/define';
import { registry } from '../src/schema/registry';
import { renderShell } from '../src/layout/test-utils';
import { KIND_UI } from './ui';

const batteries = registry.byName('batteries') as ResourceDef;
const power = f.number({ unit: 'kW' });
const def = { ...batteries, fields: { ...batteries.fields, power } } as ResourceDef;

describe('a number with a unit', () => {
  it('reads its value and then its unit on the record page', () => {
    renderShell(
      <RecordContextProvider value={{ id: 1, power: 1234.5 }}>{KIND_UI.number.field({ def, name: 'power', field: power, registry })}</RecordContextProvider>,
    );
    // Testing Library reads a no-break space as a space; the text itself keeps figure and unit together
    expect(screen.getByText('1,234.5 kW').textContent).toBe('1,234.5\u00a0kW');
  });

  it('writes nothing when there is no value, and a number without a unit as before', () => {
    const { container } = renderShell(
      <RecordContextProvider value={{ id: 1 }}>{KIND_UI.number.field({ def, name: 'power', field: power, registry })}</RecordContextProvider>,
    );
    expect(container.textContent).not.toContain('kW');
    const plain = f.number();
    renderShell(
      <RecordContextProvider value={{ id: 2, plain: 7 }}>{KIND_UI.number.field({ def, name: 'plain', field: plain, registry })}</RecordContextProvider>,
    );
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('shows the unit at the end of its input', async () => {
    renderShell(
      <RecordContextProvider value={{ id: 1, power: 60 }}>
        <SimpleForm toolbar={false}>{KIND_UI.number.input({ def, name: 'power', field: power, registry })}</SimpleForm>
      </RecordContextProvider>,
    );
    const input = await screen.findByRole('spinbutton');
    expect(input).toHaveValue(60);
    expect(input.closest('.MuiInputBase-root')).toHaveTextContent('kW');
  });

  it('a percent’s input ends with %, money’s with the yuan’s word, a range filter’s bounds with the unit', async () => {
    const { soc } = batteries.fields;
    const price = f.money();
    renderShell(
      <RecordContextProvider value={{ id: 1, soc: 40, price: 12 }}>
        <SimpleForm toolbar={false}>
          {KIND_UI.percent.input({ def, name: 'soc', field: soc, registry })}
          {KIND_UI.money.input({ def, name: 'price', field: price, registry })}
          {KIND_UI.number.filter({ def, name: 'power', field: { ...power, filter: 'range' }, registry })}
        </SimpleForm>
      </RecordContextProvider>,
    );
    const [percent, money, from, to] = await screen.findAllByRole('spinbutton');
    expect(percent).toHaveValue(40);
    expect(percent.parentElement).toHaveTextContent(/^%$/);
    expect(money.parentElement).toHaveTextContent(/^CNY$/);
    expect(from.parentElement).toHaveTextContent(/^kW$/);
    expect(to.parentElement).toHaveTextContent(/^kW$/);
  });
});
