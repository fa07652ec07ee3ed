import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { PrivilegeTreeInput } from '../../src/schema/PrivilegeTreeInput';

describe('privilege tree input', () => {
  it('checking a group checks its subtree; unchecking one leaf makes the group indeterminate', async () => {
    const submit = vi.fn();
    render(
      <AdminContext>
        <Form onSubmit={submit} record={{ privilegeIds: ['RESOURCE_ADMIN'] }}>
          <PrivilegeTreeInput source="privilegeIds" label="roles" />
          <button type="submit">save</button>
        </Form>
      </AdminContext>,
    );
    const group = await screen.findByRole('checkbox', { name: 'RESOURCE_ADMIN_SYSTEM' });
    fireEvent.click(group);
    expect(screen.getByRole('checkbox', { name: 'RESOURCE_ADMIN_SYSTEM_RBAC' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'RESOURCE_ADMIN_SYSTEM_RBAC' }));
    expect(group).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalled());
    const codes: string[] = submit.mock.calls[0][0].privilegeIds;
    expect(codes).toContain('RESOURCE_ADMIN_SYSTEM_LOG_ERROR');
    expect(codes).not.toContain('RESOURCE_ADMIN_SYSTEM_RBAC_USER');
    expect(codes).toContain('RESOURCE_ADMIN');
  });
});
