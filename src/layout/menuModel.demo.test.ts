/** The template's demo apps are behind RESOURCE_ADMIN_DEMO: in the menu, and for each of their pages. */
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES, PAGE_CODES } from '../../resources/menu';
import { ALL_PRIVILEGE_CODES, DEMO_CODE, PRIVILEGE_PARENT } from '../../resources/privilege-tree';
import { CLIENT_CODES } from '../../resources/system/roles';
import { registry } from '../schema/registry';
import { buildMenu } from './menuModel';

describe('the demo apps’ code', () => {
  it('is a child of RESOURCE_ADMIN that the admin role holds and the store manager’s does not', () => {
    expect(PRIVILEGE_PARENT.get(DEMO_CODE)).toBe('RESOURCE_ADMIN');
    expect(ALL_PRIVILEGE_CODES).toContain(DEMO_CODE);
    expect(CLIENT_CODES).not.toContain(DEMO_CODE);
  });

  it('guards every demo page', () => {
    for (const page of DEMO_PAGES) expect(PAGE_CODES.get(page.route), page.route).toBe(DEMO_CODE);
  });

  it('shows the demo section to the admin only', () => {
    expect(buildMenu(registry, new Set(ALL_PRIVILEGE_CODES)).map((s) => s.key)).toContain('demo');
    const client = buildMenu(registry, new Set(CLIENT_CODES));
    expect(client.map((s) => s.key)).not.toContain('demo');
    expect(client.map((s) => s.key)).toEqual(['dashboard', 'store']);
  });
});
