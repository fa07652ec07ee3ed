import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { detailOf, fakeSchemas, renderDataModel } from './testSchemas';

const piles: ResourceDef = {
  name: 'charging-piles',
  route: '/apps/cab/pile',
  privilege: 'RESOURCE_ADMIN_CAB_PILE',
  menu: { section: 'cab', order: 50, icon: 'Dns' },
  title: 'sn',
  fields: { id: { kind: 'id' }, sn: { kind: 'text' } },
  labels: { en: { name: 'Charging pile |||| Charging piles' } },
};

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string | RegExp) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function addField(user: ReturnType<typeof userEvent.setup>, name: string, kind: string) {
  await user.click(screen.getByRole('button', { name: 'Add a field' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a field' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Field' }), name);
  await pick(user, within(dialog).getByRole('combobox', { name: /^Kind/ }), kind);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return screen.getByRole('region', { name: `Options of ${name}` });
}

describe('the fields table', () => {
  it('makes the declaration the admin means: an enum’s values and colours, a reference’s target, a rename with renamedFrom', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf(piles, { published: true, records: 2 }));
    renderDataModel(schemas, '/charging-piles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Charging piles' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'sn is required' }));
    await pick(user, screen.getByRole('combobox', { name: 'Filter on sn' }), 'Search (contains)');

    let options = await addField(user, 'status', 'List of values');
    for (const value of ['idle', 'fault']) await user.type(within(options).getByRole('textbox', { name: 'New value' }), `${value}{Enter}`);
    await pick(user, within(options).getByRole('combobox', { name: 'Colour of fault' }), 'Red (error)');
    await pick(user, within(options).getByRole('combobox', { name: /^Default value/ }), 'idle');

    options = await addField(user, 'cabinetId', 'Reference to a record');
    await pick(user, within(options).getByRole('combobox', { name: /^Records of/ }), /\(cab-devices\)$/);

    // a published field renamed: its values move at publish
    await user.click(screen.getByRole('button', { name: 'Rename “sn”' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “sn”' });
    expect(rename).toHaveTextContent('the values of “sn” held by the 2 stored record(s) move to the new name');
    const input = within(rename).getByRole('textbox', { name: 'Field' });
    await user.clear(input);
    await user.type(input, 'serial{Enter}');
    expect(await screen.findByText('renamed from sn')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(schemas.save).toHaveBeenCalledTimes(1));
    expect(schemas.save).toHaveBeenCalledWith('charging-piles', {
      ...piles,
      title: 'serial',
      fields: {
        id: { kind: 'id' },
        serial: { kind: 'text', required: true, filter: 'search', renamedFrom: 'sn' },
        status: { kind: 'enum', values: { idle: 'default', fault: 'error' }, default: 'idle' },
        cabinetId: { kind: 'reference', to: 'cab-devices' },
      },
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('a kind change says what it sets aside and brings it back when the kind changes back; a new phone field has its pattern', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf(piles));
    renderDataModel(schemas, '/charging-piles', { notices: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Charging piles' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Fields/ }));
    const options = await addField(user, 'powerKw', 'Number');
    await user.type(within(options).getByRole('spinbutton', { name: 'Smallest value' }), '0');
    await user.type(within(options).getByRole('spinbutton', { name: 'Largest value' }), '350');
    // its unit, one of the SI symbols a number takes
    await pick(user, within(options).getByRole('combobox', { name: 'Unit' }), 'kW');
    await pick(user, screen.getByRole('combobox', { name: 'Kind of powerKw' }), 'Text');
    expect(
      await screen.findByText(
        'Smallest value, Largest value, Unit set aside: a field of kind Text does not take them. They come back if the kind is changed back.',
      ),
    ).toBeInTheDocument();
    await pick(user, screen.getByRole('combobox', { name: 'Kind of powerKw' }), 'Number');
    expect(await screen.findByText('Smallest value, Largest value, Unit brought back from before the kind changed.')).toBeInTheDocument();
    await addField(user, 'mobile', 'Phone number');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(schemas.save).toHaveBeenCalledTimes(1));
    expect(schemas.save.mock.calls[0][1].fields).toMatchObject({
      powerKw: { kind: 'number', min: 0, max: 350, unit: 'kW' },
      mobile: { kind: 'phone', pattern: '1\\d{10}', patternMessage: 'app.validation.phone' },
    });
  });

  it('shows a refused draft’s errors beside their inputs, and all of them in a summary', async () => {
    const user = userEvent.setup();
    const withRef = { ...piles, fields: { ...piles.fields, cabinetId: { kind: 'reference' as const, to: 'cab-device' } } };
    const schemas = fakeSchemas(detailOf(withRef));
    const message = 'field `cabinetId` of `charging-piles`: reference `cab-device` is not registered — did you mean `cab-devices`?';
    schemas.save.mockRejectedValueOnce(
      new HttpError('Some fields need changes', 422, { errors: { 'fields.cabinetId.to': message, route: 'must match pattern' } }),
    );
    renderDataModel(schemas, '/charging-piles');
    await user.click(await screen.findByRole('checkbox', { name: 'cabinetId is required' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    // the row with the error opens its options: the message is under the target's select
    const options = await screen.findByRole('region', { name: 'Options of cabinetId' });
    const target = within(options).getByRole('combobox', { name: /^Records of/ });
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(within(options).getByText(message)).toBeInTheDocument();
    // the summary names both, the tabs say where
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('The server refused the draft: 2 problem(s)');
    expect(summary).toHaveTextContent(`fields.cabinetId.to: ${message}`);
    expect(screen.getByRole('tab', { name: 'Settings (1 to fix)' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // the summary takes the admin to the setting in error
    await user.click(within(summary).getByRole('button', { name: 'route' }));
    const route = await screen.findByRole('textbox', { name: 'Route' });
    expect(route).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(route).toHaveFocus());
    expect(screen.getByText('must match pattern')).toBeInTheDocument();
  });
});
describe('the settings', () => {
  it('offer the store scope through the fields that lead to a store, the cabinet one hop away', async () => {
    const user = userEvent.setup();
    const withCabinet = { ...piles, fields: { ...piles.fields, cabinetId: { kind: 'reference' as const, to: 'cab-devices' } } };
    const schemas = fakeSchemas(detailOf(withCabinet));
    renderDataModel(schemas, '/charging-piles');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const scope = screen.getByRole('combobox', { name: /^Store scope/ });
    await user.click(scope);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // not the text field: it leads to no store
    expect(options).toEqual(['Every store’s records (not scoped)', 'cabinetId (its Cabinet’s store)']);
    await user.click(screen.getByRole('option', { name: 'cabinetId (its Cabinet’s store)' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(schemas.save).toHaveBeenCalledWith('charging-piles', { ...withCabinet, scope: { store: 'cabinetId' } }));
  });
});
