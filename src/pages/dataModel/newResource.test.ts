import { describe, expect, it } from 'vitest';
import { firstDraft, shortName, suggestedPrivilege, suggestedRoute } from './newResource';
import { readDeclarationsFile, declarationsFile } from './declarationsFile';
import { CONTRACT_EXAMPLE } from '../../../tests/fixtures/charging-piles';

describe('a new resource', () => {
  it('is given a route and a privilege code from its name and menu section', () => {
    expect(shortName('charging-piles')).toBe('pile');
    expect(shortName('batteries')).toBe('battery');
    expect(suggestedRoute('charging-piles', 'cab')).toBe(CONTRACT_EXAMPLE.route);
    expect(suggestedPrivilege('charging-piles', 'cab')).toBe(CONTRACT_EXAMPLE.privilege);
    expect(suggestedPrivilege('tickets', 'dashboard')).toBe('RESOURCE_ADMIN_DASHBOARD_TICKET');
  });
  it('starts as an id and a first text field, its title, with its names', () => {
    const draft = firstDraft({
      name: 'charging-piles',
      firstField: 'sn',
      section: 'cab',
      route: '/apps/cab/pile',
      privilege: 'RESOURCE_ADMIN_CAB_PILE',
      icon: 'Dns',
      names: { en: ' Charging piles ', fr: '' },
    });
    expect(draft).toEqual({
      name: 'charging-piles',
      route: '/apps/cab/pile',
      privilege: 'RESOURCE_ADMIN_CAB_PILE',
      menu: { section: 'cab', order: 100, icon: 'Dns' },
      title: 'sn',
      fields: { id: { kind: 'id' }, sn: { kind: 'text' } },
      labels: { en: { name: 'Charging piles' } },
    });
  });
});

describe('the declarations file', () => {
  it('reads back what the export writes, and refuses anything else', () => {
    const text = JSON.stringify(declarationsFile([CONTRACT_EXAMPLE as never]));
    expect(readDeclarationsFile(text)).toEqual({ declarations: [CONTRACT_EXAMPLE] });
    expect(JSON.parse(text)).toMatchObject({ format: 'swap-admin.declarations', version: 1 });
    expect(readDeclarationsFile('{')).toEqual({ problem: 'app.designer.import.not_json' });
    expect(readDeclarationsFile('{"format":"other"}')).toEqual({ problem: 'app.designer.import.not_ours' });
    expect(readDeclarationsFile('{"format":"swap-admin.declarations","version":2,"declarations":[]}')).toEqual({
      problem: 'app.designer.import.wrong_version',
    });
    expect(readDeclarationsFile('{"format":"swap-admin.declarations","version":1,"declarations":[{"fields":{}}]}')).toEqual({
      problem: 'app.designer.import.not_ours',
    });
  });
});
