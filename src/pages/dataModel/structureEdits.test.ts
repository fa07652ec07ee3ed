import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../../resources/define';
import type { Declaration, Extension } from '../../../resources/declarations';
import { removeField, renameField, setEnumValues, setLabel } from './draftEdits';
import {
  addRecordAction,
  addSection,
  addTransition,
  moveSection,
  placements,
  removeRecordAction,
  removeSection,
  removeTransition,
  renameRecordAction,
  renameSection,
  renameTransition,
  setLayout,
  setListColumns,
  setMenuGroup,
  setRecordAction,
  setRelated,
  setSection,
  setTransition,
  setWorkflowField,
} from './structureEdits';

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
    status: { kind: 'enum', values: { idle: 'default', charging: 'success', fault: 'error' } },
    faultCode: { kind: 'text' },
    checkedAt: { kind: 'datetime' },
  },
};

const wf = (d: Declaration) => (d as ResourceDef).workflow;

describe('a workflow as the designer makes it', () => {
  it('idle → charging → idle, any → fault, fault → idle: states are the enum’s values, the first the initial one', () => {
    let d = setWorkflowField(piles, 'status');
    expect(wf(d)).toEqual({ field: 'status', initial: 'idle', transitions: {} });
    d = addTransition(d, 'start');
    expect(wf(d)?.transitions.start).toEqual({ from: ['idle'], to: 'charging' });
    d = addTransition(d, 'stop');
    d = setTransition(d, 'stop', { from: ['charging'], to: 'idle' });
    d = addTransition(d, 'fail');
    d = setTransition(d, 'fail', { from: ['idle', 'charging', 'fault'], to: 'fault', asks: ['faultCode'], danger: true });
    d = addTransition(d, 'repair');
    d = setTransition(d, 'repair', { from: ['fault'], to: 'idle', stamps: ['checkedAt'] });
    expect(wf(d)?.transitions).toEqual({
      start: { from: ['idle'], to: 'charging' },
      stop: { from: ['charging'], to: 'idle' },
      fail: { from: ['idle', 'charging', 'fault'], to: 'fault', asks: ['faultCode'], danger: true },
      repair: { from: ['fault'], to: 'idle', stamps: ['checkedAt'] },
    });
    // an option set back to none is left out
    d = setTransition(d, 'fail', { danger: undefined, asks: [] });
    expect(wf(d)?.transitions.fail).toEqual({ from: ['idle', 'charging', 'fault'], to: 'fault' });
    // no workflow: the key goes
    expect('workflow' in setWorkflowField(d, undefined)).toBe(false);
  });

  it('a renamed or removed transition takes its labels along; a duplicate name changes nothing', () => {
    let d = addTransition(setWorkflowField(piles, 'status'), 'start');
    d = setLabel(d, 'zh_CN', { group: 'transitions', name: 'start' }, '开始充电');
    d = renameTransition(d, 'start', 'begin');
    expect(Object.keys(wf(d)?.transitions ?? {})).toEqual(['begin']);
    expect(d.labels?.zh_CN?.transitions).toEqual({ begin: '开始充电' });
    expect(addTransition(d, 'begin')).toBe(d);
    d = removeTransition(d, 'begin');
    expect(wf(d)?.transitions).toEqual({});
    expect(d.labels?.zh_CN).toEqual({});
  });

  it('renaming the state field, a value of it, or a field a transition uses carries the workflow along; removing one drops it', () => {
    let d = setWorkflowField(piles, 'status');
    d = setTransition(addTransition(d, 'fail'), 'fail', { from: ['idle'], to: 'fault', asks: ['faultCode'], stamps: ['checkedAt'] });
    d = renameField(d, 'status', 'state', undefined);
    expect(wf(d)?.field).toBe('state');
    d = setEnumValues(
      d,
      'state',
      [
        ['free', 'default'],
        ['charging', 'success'],
        ['fault', 'error'],
      ],
      { from: 'idle', to: 'free' },
    );
    expect(wf(d)?.initial).toBe('free');
    expect(wf(d)?.transitions.fail).toEqual({ from: ['free'], to: 'fault', asks: ['faultCode'], stamps: ['checkedAt'] });
    d = removeField(d, 'checkedAt');
    expect(wf(d)?.transitions.fail.stamps).toBeUndefined();
    d = removeField(d, 'state');
    expect(wf(d)).toBeUndefined();
  });
});

describe('a record page’s layout', () => {
  it('two sections as tabs, fields in the order picked, one across the whole width; renames carry labels and placements', () => {
    let d = addSection(addSection(piles, 'basics'), 'service');
    d = setSection(d, 0, { fields: placements(['sn', 'cabinetId', 'status'], new Set()) });
    d = setSection(d, 1, { fields: placements(['faultCode', 'checkedAt'], new Set(['faultCode'])), columns: 1 });
    d = setLayout(d, { tabs: true, header: { chips: ['status'] } });
    expect((d as ResourceDef).layout).toEqual({
      sections: [
        { name: 'basics', fields: ['sn', 'cabinetId', 'status'] },
        { name: 'service', fields: [{ field: 'faultCode', span: 'full' }, 'checkedAt'], columns: 1 },
      ],
      tabs: true,
      header: { chips: ['status'] },
    });
    d = setLabel(d, 'ar', { group: 'sections', name: 'service' }, 'الصيانة');
    d = renameSection(d, 1, 'upkeep');
    expect(d.labels?.ar?.sections).toEqual({ upkeep: 'الصيانة' });
    d = renameField(d, 'faultCode', 'fault', undefined);
    expect((d as ResourceDef).layout?.sections?.[1].fields).toEqual([{ field: 'fault', span: 'full' }, 'checkedAt']);
    d = moveSection(d, 1, -1);
    expect((d as ResourceDef).layout?.sections?.map((s) => s.name)).toEqual(['upkeep', 'basics']);
    d = removeSection(removeSection(d, 0), 0);
    expect((d as ResourceDef).layout).toEqual({ tabs: true, header: { chips: ['status'] } });
    expect(d.labels?.ar).toEqual({});
    // header options emptied: the header goes, then the layout
    expect('layout' in setLayout(d, { tabs: undefined, header: { chips: [] } })).toBe(false);
  });

  it('an extension of a built-in takes sections only', () => {
    const ext: Extension = { name: 'cab-devices', fields: { pileCount: { kind: 'number' } } };
    const d = setLayout(addSection(ext, 'charging'), { tabs: true, columns: 3 });
    expect((d as Extension).layout).toEqual({ sections: [{ name: 'charging' }] });
    expect(setListColumns(d, ['pileCount'])).toBe(d);
    expect(setMenuGroup(d, 'store')).toBe(d);
  });
});

describe('related tables and record actions', () => {
  it('a cabinet’s extension lists its piles; a section letting go of a table no longer declared', () => {
    let d: Declaration = { name: 'cab-devices', fields: {} };
    d = setRelated(d, [{ resource: 'charging-piles', via: 'cabinetId' }]);
    d = setSection(addSection(d, 'charging'), 0, { related: ['charging-piles'] });
    expect(d).toEqual({
      name: 'cab-devices',
      fields: {},
      related: [{ resource: 'charging-piles', via: 'cabinetId' }],
      layout: { sections: [{ name: 'charging', related: ['charging-piles'] }] },
    });
    d = setRelated(d, []);
    expect(d).toEqual({ name: 'cab-devices', fields: {}, layout: { sections: [{ name: 'charging' }] } });
  });

  it('an action creates a record of another resource filled from this one; renamed or removed with its labels', () => {
    let d = addRecordAction(piles, 'command', 'cab-commands');
    d = setRecordAction(d, 'command', { prefill: { cabinetId: 'cabinetId' }, asks: ['operate'], icon: 'Send' });
    expect((d as ResourceDef).recordActions).toEqual({
      command: { creates: 'cab-commands', prefill: { cabinetId: 'cabinetId' }, asks: ['operate'], icon: 'Send' },
    });
    d = setLabel(d, 'fr', { group: 'actions', name: 'command' }, 'Commander');
    d = renameRecordAction(d, 'command', 'sendCommand');
    expect(d.labels?.fr?.actions).toEqual({ sendCommand: 'Commander' });
    // a prefill follows a renamed field; a removed one is dropped
    d = renameField(d, 'cabinetId', 'cabinet', undefined);
    expect((d as ResourceDef).recordActions?.sendCommand.prefill).toEqual({ cabinetId: 'cabinet' });
    d = removeField(d, 'cabinet');
    expect((d as ResourceDef).recordActions?.sendCommand.prefill).toEqual({});
    d = removeRecordAction(d, 'sendCommand');
    expect('recordActions' in d).toBe(false);
  });
});
