/**
 * The role editor's privilege tree, in Chinese as staff meet it: names instead of codes (the codes
 * still there, small), a search that keeps the path to its matches, expand/collapse all, and the
 * warning for a role without RESOURCE_ADMIN (its users could not sign in), which does not block
 * the save.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, type TranslationMessages } from 'react-admin';
import zh_CN from '../../i18n/zh_CN';
import en from '../../i18n/en';
import fr from '../../i18n/fr';
import ar from '../../i18n/ar';
import { ALL_PRIVILEGE_CODES } from '../../resources/privilege-tree';
import { PrivilegeTreeInput } from './PrivilegeTreeInput';
import { privilegeNameKeys } from './privilegeNames';
import { registry } from './registry';

/** Every saved value of the privilege list so far, in order. */
let submitted: () => string[][] = () => [];

function renderTree(privilegeIds: string[], locale: 'zh_CN' | 'en' = 'zh_CN') {
  const submit = vi.fn();
  const messages = (locale === 'zh_CN' ? zh_CN : en) as TranslationMessages;
  const i18nProvider = polyglotI18nProvider(() => messages, locale, [{ locale, name: locale }], { allowMissing: true });
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form onSubmit={submit} record={{ privilegeIds }}>
        <PrivilegeTreeInput source="privilegeIds" label="resources.roles.fields.privilegeIds" />
        <button type="submit">save</button>
      </Form>
    </AdminContext>,
  );
  submitted = () => submit.mock.calls.map((c) => c[0].privilegeIds as string[]);
  const saved = async (): Promise<string[]> => {
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalled());
    return submit.mock.calls[0][0].privilegeIds;
  };
  return { saved };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const REFUND = 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND';

describe('privilege names', () => {
  it('every code of the tree has a name in every language, never the code itself', () => {
    const keys = privilegeNameKeys(registry);
    // the tree's codes and, under each resource's code, its rights
    expect([...keys.keys()]).toEqual([...registry.privilegeCodes]);
    expect(registry.privilegeCodes).toEqual(expect.arrayContaining([...ALL_PRIVILEGE_CODES]));
    for (const messages of [zh_CN, en, fr, ar]) {
      const get = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);
      for (const [code, labels] of keys) for (const l of labels) expect(typeof get(l.key), `${code}: ${l.key}`).toBe('string');
    }
  });
});

describe('privilege tree input', () => {
  it('names each node in Chinese, with its code as the description', async () => {
    renderTree(['RESOURCE_ADMIN']);
    const order = await screen.findByRole('checkbox', { name: '订单管理' });
    expect(order).toHaveAccessibleDescription('RESOURCE_ADMIN_COMPANY_ORDER');
    expect(box('登录管理后台')).toHaveAccessibleDescription('RESOURCE_ADMIN');
    expect(box('模板演示')).toHaveAccessibleDescription('RESOURCE_ADMIN_DEMO');
    expect(screen.getByText('RESOURCE_ADMIN_COMPANY_ORDER')).toBeVisible();
    // the tree is not a small scroll box any more
    expect(screen.getByRole('list', { name: '权限' }).parentElement).not.toHaveStyle({ maxHeight: '480px' });
  });

  it('a search by name keeps the matches and the path to them; by code too; and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderTree(['RESOURCE_ADMIN']);
    const search = await screen.findByRole('searchbox', { name: '搜索权限' });
    await user.type(search, '退款');
    // 退款订单 under 公司 › 订单管理, and 门店退款订单 under 门店: both shown with their ancestors
    expect(box('退款订单')).toBeInTheDocument();
    expect(box('门店退款订单')).toBeInTheDocument();
    expect(box('订单管理')).toBeInTheDocument();
    expect(box('公司')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '换电柜' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'cab_warn');
    expect(box('告警')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '电柜' })).toBeNull();
    await user.clear(search);
    await user.type(search, '没有这个');
    expect(screen.getByText('没有与“没有这个”匹配的权限。')).toBeVisible();
    // cleared: the tree as it was (the store section open, the company's groups closed)
    await user.clear(search);
    expect(box('门店租赁订单')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '租赁订单' })).toBeNull();
  });

  it('a matching group shows what it holds', async () => {
    const user = userEvent.setup();
    renderTree(['RESOURCE_ADMIN']);
    await user.type(await screen.findByRole('searchbox', { name: '搜索权限' }), '日志');
    for (const name of ['错误日志', '敏感操作日志', '登录日志']) expect(box(name)).toBeInTheDocument();
  });

  it('expand all opens every group; collapse all leaves only the top level', async () => {
    const user = userEvent.setup();
    renderTree(['RESOURCE_ADMIN']);
    // at first the sections are open, their groups closed
    expect(await screen.findByRole('checkbox', { name: '订单管理' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '退款订单' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '全部展开' }));
    expect(box('退款订单')).toBeInTheDocument();
    expect(box('角色')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '折叠 订单管理' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '全部折叠' }));
    expect(box('公司')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '订单管理' })).toBeNull();
    // one group opened by its own button, from the keyboard
    screen.getByRole('button', { name: '展开 公司' }).focus();
    await user.keyboard('{Enter}');
    expect(box('订单管理')).toBeInTheDocument();
  });

  it('checking a group checks its subtree; unchecking one child leaves the group indeterminate; the save sends the codes', async () => {
    const { saved } = renderTree(['RESOURCE_ADMIN'], 'en');
    const system = await screen.findByRole('checkbox', { name: 'System' });
    fireEvent.click(system);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(box('Roles')).toBeChecked();
    fireEvent.click(box('Roles'));
    expect(system).toHaveAttribute('data-indeterminate', 'true');
    const codes = await saved();
    expect(codes).toContain('RESOURCE_ADMIN');
    expect(codes).toContain('RESOURCE_ADMIN_SYSTEM_LOG_ERROR');
    expect(codes).not.toContain('RESOURCE_ADMIN_SYSTEM_RBAC_ROLE');
  });

  it('a resource’s rights show under it in words, checked with its code; taking one away keeps the others as rights', async () => {
    const user = userEvent.setup();
    const { saved } = renderTree(['RESOURCE_ADMIN', REFUND], 'en');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search privileges' }), { target: { value: REFUND } });
    expect(box('Refunds')).toBeChecked();
    for (const right of ['Read', 'Create', 'Approve', 'Reject', 'Pay out']) expect(box(right)).toBeChecked();
    // refunds are never edited or deleted: no such right to give
    expect(screen.queryByRole('checkbox', { name: 'Edit' })).toBeNull();
    await user.click(box('Create'));
    expect(box('Create')).not.toBeChecked();
    expect(box('Refunds')).toHaveAttribute('data-indeterminate', 'true');
    expect(box('Approve')).toBeChecked();
    const codes = await saved();
    expect(codes).not.toContain(REFUND);
    expect(codes).not.toContain(`${REFUND}:create`);
    expect(codes).toEqual(expect.arrayContaining(['RESOURCE_ADMIN', `${REFUND}:read`, `${REFUND}:transition:approve`, `${REFUND}:transition:refund`]));
  });

  it('“read only” keeps the right to read and nothing else of that resource; every right checked again is its code', async () => {
    const user = userEvent.setup();
    const { saved } = renderTree(['RESOURCE_ADMIN', REFUND], 'en');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search privileges' }), { target: { value: REFUND } });
    await user.click(screen.getByRole('button', { name: 'Keep only the right to read Refunds' }));
    expect(box('Read')).toBeChecked();
    expect(box('Approve')).not.toBeChecked();
    expect(await saved()).toEqual(['RESOURCE_ADMIN', `${REFUND}:read`]);
    // checking the resource again gives it whole: its code, not a list of rights
    await user.click(box('Refunds'));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await vi.waitFor(() => expect(submitted().at(-1)).toEqual(['RESOURCE_ADMIN', REFUND]));
  });

  it('a role without RESOURCE_ADMIN is flagged, the flag adds it, and the save is not blocked', async () => {
    const user = userEvent.setup();
    const { saved } = renderTree(['RESOURCE_ADMIN_DASHBOARD_MAP']);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('此角色的用户将无法登录');
    expect(warning).toHaveTextContent('RESOURCE_ADMIN');
    await user.click(within(warning).getByRole('button', { name: '添加“登录管理后台”' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await saved()).toEqual(['RESOURCE_ADMIN_DASHBOARD_MAP', 'RESOURCE_ADMIN']);
  });

  it('unchecking RESOURCE_ADMIN (the root) shows the warning, and the role still saves', async () => {
    const user = userEvent.setup();
    const { saved } = renderTree([...ALL_PRIVILEGE_CODES]);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: '登录管理后台' }));
    expect(screen.getByRole('alert')).toHaveTextContent('只拥有此角色的用户登录时会被拒绝');
    expect(screen.getByText(`已选 0 / ${registry.privilegeCodes.length} 项`)).toBeVisible();
    expect(await saved()).toEqual([]);
  });
});
