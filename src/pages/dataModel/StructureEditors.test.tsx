/** The designer's workflow, record page, related tables and record actions, used as an admin would: the draft saved is the declaration meant. */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ResourceDef } from '../../../resources/define';
import { registry } from '../../schema/registry';
import { detailOf, fakeSchemas, renderDataModel } from './testSchemas';

type User = ReturnType<typeof userEvent.setup>;

/** A user without user-event's waits between steps and its pointer-events check up the tree at every click (jsdom computes each ancestor's style): MUI selects opened dozens of times. */
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const piles: ResourceDef = {
  name: 'charging-piles',
  route: '/apps/cab/pile',
  privilege: 'RESOURCE_ADMIN_CAB_PILE',
  menu: { section: 'cab', order: 50, icon: 'Dns' },
  title: 'sn',
  fields: {
    id: { kind: 'id' },
    sn: { kind: 'text', required: true },
    cabinetId: { kind: 'reference', to: 'cab-devices' },
    status: { kind: 'enum', values: { idle: 'default', charging: 'info', fault: 'error' } },
    faultCode: { kind: 'text' },
  },
  labels: { en: { name: 'Charging pile |||| Charging piles', enums: { status: { idle: 'Idle', charging: 'Charging', fault: 'Fault' } } } },
};

/** Picks options of a select (one, or several of a multiple one, closed after with Escape). */
async function pick(user: User, combobox: HTMLElement, ...options: (string | RegExp)[]) {
  await user.click(combobox);
  const listbox = await screen.findByRole('listbox');
  for (const option of options) await user.click(within(listbox).getByRole('option', { name: option }));
  if (listbox.getAttribute('aria-multiselectable') === 'true') await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function addNamed(user: User, input: string, name: string, button: string) {
  await user.type(screen.getByRole('textbox', { name: input }), name);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('the designer reaches the structure of a resource', () => {
  afterEach(() => registry.replace(registry.candidate([])));

  // the file's first test loads the designer's modules (6 s of its 12 idle): more time than the project's 20 s under load
  it('a workflow: idle → charging → idle, any → fault asking for the fault code, fault → idle; the rights are named', { timeout: 45_000 }, async () => {
    const user = fastUser();
    const schemas = fakeSchemas(detailOf(piles));
    renderDataModel(schemas, '/charging-piles');
    await user.click(await screen.findByRole('tab', { name: 'Workflow' }));
    await pick(user, screen.getByRole('combobox', { name: 'State field' }), 'status');
    expect(screen.getByRole('combobox', { name: 'State of a new record' })).toHaveTextContent('Idle (idle)');

    await addNamed(user, 'Name of a new transition', 'start', 'Add transition');
    await addNamed(user, 'Name of a new transition', 'stop', 'Add transition');
    const stop = screen.getByRole('region', { name: 'Transition stop' });
    await pick(user, within(stop).getByRole('combobox', { name: 'From' }), 'Idle (idle)', 'Charging (charging)');
    await pick(user, within(stop).getByRole('combobox', { name: 'To' }), 'Idle (idle)');
    await addNamed(user, 'Name of a new transition', 'fail', 'Add transition');
    const fail = screen.getByRole('region', { name: 'Transition fail' });
    await pick(user, within(fail).getByRole('combobox', { name: 'From' }), 'Charging (charging)', 'Fault (fault)');
    await pick(user, within(fail).getByRole('combobox', { name: 'To' }), 'Fault (fault)');
    expect(within(fail).getByText('Any state')).toBeInTheDocument();
    await pick(user, within(fail).getByRole('combobox', { name: 'Fields asked' }), 'faultCode');
    await user.click(within(fail).getByRole('checkbox', { name: /a red button/ }));
    await addNamed(user, 'Name of a new transition', 'repair', 'Add transition');
    const repair = screen.getByRole('region', { name: 'Transition repair' });
    await pick(user, within(repair).getByRole('combobox', { name: 'From' }), 'Idle (idle)', 'Fault (fault)');
    await pick(user, within(repair).getByRole('combobox', { name: 'To' }), 'Idle (idle)');
    // fault → idle needs a right of its own, named where it is set
    expect(within(repair).getByText('Its own right: RESOURCE_ADMIN_CAB_PILE:transition:repair')).toBeInTheDocument();
    // the transitions' words are labels like the fields'
    await user.click(screen.getByRole('tab', { name: /^Labels/ }));
    expect(screen.getByRole('row', { name: /Transition “repair”/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(schemas.save).toHaveBeenCalledTimes(1));
    expect(schemas.save.mock.calls[0][1].workflow).toEqual({
      field: 'status',
      initial: 'idle',
      transitions: {
        start: { from: ['idle'], to: 'charging' },
        stop: { from: ['charging'], to: 'idle' },
        fail: { from: ['idle', 'charging', 'fault'], to: 'fault', asks: ['faultCode'], danger: true },
        repair: { from: ['fault'], to: 'idle' },
      },
    });
  });

  it('a transition sets a date some days after its time, the days read from a number field', async () => {
    const user = fastUser();
    const rented: ResourceDef = {
      ...piles,
      fields: { ...piles.fields, days: { kind: 'number' }, dueAt: { kind: 'date' } },
      workflow: { field: 'status', initial: 'idle', transitions: { start: { from: ['idle'], to: 'charging', stamps: ['dueAt'] } } },
    };
    const schemas = fakeSchemas(detailOf(rented));
    renderDataModel(schemas, '/charging-piles');
    await user.click(await screen.findByRole('tab', { name: 'Workflow' }));
    const start = await screen.findByRole('region', { name: 'Transition start' });
    await user.click(within(start).getByRole('button', { name: 'Set a date some days after' }));
    const later = within(start).getByRole('group', { name: 'Dates set some days after' });
    expect(within(later).getByRole('combobox', { name: 'Date' })).toHaveTextContent('dueAt');
    expect(within(later).getByRole('combobox', { name: 'Days from the field' })).toHaveTextContent('days');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(schemas.save).toHaveBeenCalledTimes(1));
    // the plain stamp stays beside it
    expect(schemas.save.mock.calls[0][1].workflow.transitions.start.stamps).toEqual(['dueAt', { field: 'dueAt', addDays: 'days' }]);
    await user.click(within(later).getByRole('button', { name: 'Stop setting dueAt' }));
    expect(within(start).queryByRole('combobox', { name: 'Days from the field' })).toBeNull();
  });

  it('a record page of two tabs, a record action, and the preview of both', async () => {
    const user = fastUser();
    const schemas = fakeSchemas(detailOf(piles));
    renderDataModel(schemas, '/charging-piles');
    await user.click(await screen.findByRole('tab', { name: 'Record page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sections as tabs on the record’s page' }));
    await addNamed(user, 'Name of a new section', 'basics', 'Add section');
    await addNamed(user, 'Name of a new section', 'service', 'Add section');
    await pick(
      user,
      within(screen.getByRole('region', { name: 'Section basics' })).getByRole('combobox', { name: 'Fields, in order' }),
      'sn',
      'cabinetId',
      'status',
    );
    const service = screen.getByRole('region', { name: 'Section service' });
    // a field placed in one section is not offered in another
    await user.click(within(service).getByRole('combobox', { name: 'Fields, in order' }));
    expect(within(await screen.findByRole('listbox')).queryByRole('option', { name: 'sn' })).toBeNull();
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'faultCode' }));
    await user.keyboard('{Escape}');
    await pick(user, within(service).getByRole('combobox', { name: 'Across the whole width' }), 'faultCode');

    await user.click(screen.getByRole('tab', { name: 'Record actions' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of a new action' }), 'sendCommand');
    await pick(user, screen.getByRole('combobox', { name: 'Creates a record of' }), 'Device commands');
    await user.click(screen.getByRole('button', { name: 'Add record action' }));
    const action = screen.getByRole('region', { name: 'Record action sendCommand' });
    // the command's cabinet is the pile's: filled from its field
    await pick(user, within(action).getByRole('combobox', { name: 'Fill in another field' }), /cabinetId/);
    await pick(user, within(action).getByRole('combobox', { name: 'From its field' }), 'cabinetId');
    // and it always sends a reboot: a value of the command's own list, in its words
    await pick(user, within(action).getByRole('combobox', { name: 'Always set another field' }), /operate/);
    await pick(user, within(action).getByRole('combobox', { name: 'Value' }), 'Reboot cabinet');

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const page = await screen.findByRole('heading', { name: 'The record’s page' });
    const card = page.closest('.MuiCard-root') as HTMLElement;
    expect(await within(card).findByRole('tab', { name: 'basics' })).toBeInTheDocument();
    expect(within(card).getByRole('tab', { name: 'service' })).toBeInTheDocument();
    expect(within(within(card).getByRole('group', { name: 'Its buttons' })).getByRole('button', { name: 'sendCommand' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(schemas.save).toHaveBeenCalledTimes(1));
    const saved = schemas.save.mock.calls[0][1] as ResourceDef;
    expect(saved.layout).toEqual({
      tabs: true,
      sections: [
        { name: 'basics', fields: ['sn', 'cabinetId', 'status'] },
        { name: 'service', fields: [{ field: 'faultCode', span: 'full' }] },
      ],
    });
    expect(saved.recordActions).toEqual({ sendCommand: { creates: 'cab-commands', prefill: { cabinetId: 'cabinetId' }, preset: { operate: 'reboot' } } });
  });

  it('a built-in cabinet lists the charging piles: a related table in a section of its own, its own ones named', async () => {
    const user = fastUser();
    const cabinets = registry.byName('cab-devices') as ResourceDef;
    // the charging piles are published
    registry.replace(registry.candidate([piles]));
    const schemas = fakeSchemas({ ...detailOf({ name: 'cab-devices', fields: {} }, { builtIn: true }), base: cabinets });
    renderDataModel(schemas, '/cab-devices');
    await user.click(await screen.findByRole('tab', { name: 'Related tables' }));
    expect(screen.getByText(/^Its own related tables:/)).toBeInTheDocument();
    await pick(user, screen.getByRole('combobox', { name: 'Records of' }), /^Charging piles$/);
    await user.click(screen.getByRole('button', { name: 'Add related table' }));
    // through the pile's reference to cabinets, found for the admin
    expect(
      within(screen.getByRole('region', { name: 'Related table Charging piles' })).getByRole('combobox', { name: 'Through their field(s)' }),
    ).toHaveTextContent('cabinetId');
    await user.click(screen.getByRole('tab', { name: 'Record page' }));
    expect(screen.getByText('Its own sections: device, site')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Sections as tabs on the record’s page' })).toBeNull();
    await addNamed(user, 'Name of a new section', 'charging', 'Add section');
    await pick(user, within(screen.getByRole('region', { name: 'Section charging' })).getByRole('combobox', { name: 'Related tables' }), 'charging-piles');
    await user.click(screen.getByRole('tab', { name: 'Workflow' }));
    expect(screen.getByText(/workflow comes with the product/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(schemas.save).toHaveBeenCalledTimes(1));
    expect(schemas.save.mock.calls[0][1]).toEqual({
      name: 'cab-devices',
      fields: {},
      related: [{ resource: 'charging-piles', via: 'cabinetId' }],
      layout: { sections: [{ name: 'charging', related: ['charging-piles'] }] },
    });
  });
});
