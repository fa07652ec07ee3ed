/**
 * The audit log in words (a text field's `display`): the resource by its name, the operation by
 * its label (a transition by the workflow's own label), the record's id as a link to its page where
 * the user may open it — in the list's cells, on the record's page, in the CSV export and its file
 * name; and a schema naming an unknown reading or field fails at load time.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider, type AuthProvider, type TranslationMessages } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import zh_CN from '../../i18n/zh_CN';
import { defineResource, f } from '../../resources/define';
import { buildRegistry, SchemaError } from '../../resources/registry';
import { withRouteAliases } from '../providers/i18nProvider';
import { DisplayTextField } from './DisplayTextField';
import { auditActionText, displayText } from './displayText';
import { fieldText } from './list/columns';
import { csvRows, exportFileName } from './list/csvExport';
import { ResourceList } from './list/ResourceList';
import { RecordHeader } from './record/RecordHeader';
import { registry } from './registry';

const messages = withRouteAliases(zh_CN, registry) as TranslationMessages;
const i18nProvider = polyglotI18nProvider(() => messages, 'zh_CN', [{ locale: 'zh_CN', name: '简体中文' }], { allowMissing: true });
const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const audit = registry.byName('audit-logs')!;
const ROUTE = 'apps/system/log-sensitive';

const ROWS = [
  { id: '1', createdAt: '2026-11-20T08:00:00.000Z', actorId: '1', resource: 'refund-orders', action: 'transition:approve', recordId: '12', ip: '127.0.0.1' },
  { id: '2', createdAt: '2026-11-20T09:00:00.000Z', actorId: '1', resource: 'roles', action: 'update', recordId: 'client', ip: '127.0.0.1' },
  { id: '3', createdAt: '2026-11-20T10:00:00.000Z', actorId: '1', resource: 'consumer-accounts', action: 'posting:account-adjustments', recordId: '7' },
];

/** Signed in with the audit log's code and the refund orders' code, not the roles' one. */
const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['RESOURCE_ADMIN', audit.privilege, 'RESOURCE_ADMIN_COMPANY_ORDER_REFUND'],
  canAccess: async ({ resource }) => resource === ROUTE || resource === 'apps/order/refund',
};

function renderIn(ui: React.ReactElement, route = '/') {
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: ROWS, total: ROWS.length, meta: { titles: { actorId: { '1': '系统管理员' } }, links: {} } })) as never,
  });
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('audit actions in words', () => {
  it('create, update, delete; a transition by its label in the resource; a posting by its ledger; anything else as it is', () => {
    expect(auditActionText('create', 'stores', translate)).toBe('新建');
    expect(auditActionText('update', 'stores', translate)).toBe('修改');
    expect(auditActionText('delete', 'stores', translate)).toBe('删除');
    expect(auditActionText('transition:approve', 'refund-orders', translate)).toBe('状态变更：同意');
    expect(auditActionText('transition:reject', 'refund-orders', translate)).toBe('状态变更：驳回');
    expect(auditActionText('posting:account-adjustments', 'consumer-accounts', translate)).toBe('记账：账户调整');
    expect(auditActionText('publish', 'schemas', translate)).toBe('publish');
    expect(auditActionText('schema:publish', 'charging-piles', translate)).toBe('发布数据模型');
    expect(auditActionText('schema:revert', 'batteries', translate)).toBe('恢复数据模型版本');
    expect(displayText(audit.fields.resource, 'refund-orders', ROWS[0], translate)).toBe('退款订单');
    expect(displayText(audit.fields.resource, 'no-such-thing', ROWS[0], translate)).toBe('no-such-thing');
    expect(displayText(audit.fields.ip, '127.0.0.1', ROWS[0], translate)).toBeUndefined();
  });
});

describe('the audit log list', () => {
  it('shows the resource and the action in words, and links the record where the user may open it', async () => {
    renderIn(
      <Routes>
        <Route
          path="/:resource/*"
          element={
            <ResourceContextProvider value={ROUTE}>
              <ResourceList def={audit} registry={registry} />
            </ResourceContextProvider>
          }
        />
      </Routes>,
      `/${ROUTE}`,
    );
    const table = await screen.findByRole('table');
    const first = within(table).getByText('状态变更：同意').closest('tr')!;
    expect(within(first).getByText('退款订单')).toBeInTheDocument();
    expect(await within(first).findByRole('link', { name: '12' })).toHaveAttribute('href', '#/apps/order/refund/12/show');
    const second = within(table).getByText('修改').closest('tr')!;
    expect(within(second).getByText('角色')).toBeInTheDocument();
    // no access to roles: the id as text, not a link to a page that would refuse
    expect(within(second).getByText('client')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: 'client' })).toBeNull();
    expect(within(table).getByText('记账：账户调整')).toBeInTheDocument();
    expect(within(table).queryByText('transition:approve')).toBeNull();
    expect(within(table).queryByText('refund-orders')).toBeNull();
  });
});

describe('the audit record page', () => {
  it('reads the same words and links the record', async () => {
    renderIn(
      <ResourceContextProvider value={ROUTE}>
        <RecordContextProvider value={ROWS[0]}>
          <DisplayTextField source="resource" field={audit.fields.resource} registry={registry} />
          <DisplayTextField source="action" field={audit.fields.action} registry={registry} />
          <DisplayTextField source="recordId" field={audit.fields.recordId} registry={registry} />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    expect(screen.getByText('退款订单')).toBeInTheDocument();
    expect(screen.getByText('状态变更：同意')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '12' })).toHaveAttribute('href', '#/apps/order/refund/12/show');
  });

  it('is headed by the operation in words, not its code', () => {
    renderIn(
      <RecordContextProvider value={ROWS[0]}>
        <RecordHeader def={audit} registry={registry} chips={[]} figures={[]} />
      </RecordContextProvider>,
    );
    expect(screen.getByRole('heading', { name: '状态变更：同意' })).toBeInTheDocument();
    expect(screen.queryByText('transition:approve')).toBeNull();
  });

  it('a record without its title (a rider who gave no name) is headed by its first plain subtitle, else its id', () => {
    const riders = registry.byName('consumers')!;
    const { unmount } = renderIn(
      <RecordContextProvider value={{ id: 7, name: '', phone: '13800000007', storeId: 2 }}>
        <RecordHeader def={riders} registry={registry} chips={[]} figures={[]} />
      </RecordContextProvider>,
    );
    expect(screen.getByRole('region', { name: '13800000007' })).toBeInTheDocument();
    unmount();
    renderIn(
      <RecordContextProvider value={{ id: 7, storeId: 2 }}>
        <RecordHeader def={riders} registry={registry} chips={[]} figures={[]} />
      </RecordContextProvider>,
    );
    expect(screen.getByRole('heading', { name: '#7' })).toBeInTheDocument();
  });
});

describe('the audit log export', () => {
  it('writes the words, and names a resource filter by the resource’s name', () => {
    const rows = csvRows(audit, ROWS, {}, { lang: 'zh-CN', translate });
    const header = rows[0];
    const at = (row: number, field: string) => rows[row][header.indexOf(translate(`resources.audit-logs.fields.${field}`))];
    expect(at(1, 'resource')).toBe('退款订单');
    expect(at(1, 'action')).toBe('状态变更：同意');
    expect(at(1, 'recordId')).toBe('12');
    expect(exportFileName(audit, { resource: 'refund-orders' }, {}, { lang: 'zh-CN', translate }, new Date(2026, 10, 23))).toBe(
      '敏感操作日志_2026-11-23_资源=退款订单.csv',
    );
  });
});

describe('schema check', () => {
  const base = {
    route: '/x',
    privilege: 'RESOURCE_ADMIN',
    menu: { section: 'system' as const, order: 1, icon: 'Policy' as const },
    title: 'id' as const,
    demo: { count: 0 },
  };
  it('refuses an unknown reading and a reading with an undeclared field', () => {
    const bad = defineResource({ ...base, name: 'x-one', fields: { id: f.id(), a: f.text({ display: 'recordOf:nowhere' }) } });
    expect(() => buildRegistry([bad])).toThrow(SchemaError);
    expect(() => buildRegistry([bad])).toThrow(/nowhere/);
    const odd = defineResource({ ...base, name: 'x-two', fields: { id: f.id(), a: f.text({ display: 'sideways:id' as never }) } });
    expect(() => buildRegistry([odd])).toThrow(/is not one of resourceName/);
    const good = defineResource({
      ...base,
      name: 'x-three',
      fields: { id: f.id(), r: f.text({ display: 'resourceName' }), a: f.text({ display: 'auditAction:r' }) },
    });
    expect(() => buildRegistry([good])).not.toThrow();
  });
  it('refuses changes naming an undeclared field, or values before that are no other JSON field', () => {
    const fields = { id: f.id(), r: f.text(), a: f.text(), before: f.json() };
    const changes = (from: string, resource = 'r') => ({ ...fields, after: f.json({ changes: { resource, from, action: 'a' } }) });
    expect(() => buildRegistry([defineResource({ ...base, name: 'x-four', fields: changes('before', 'nowhere') })])).toThrow(/nowhere/);
    expect(() => buildRegistry([defineResource({ ...base, name: 'x-five', fields: changes('r') })])).toThrow(/not another JSON field/);
    expect(() => buildRegistry([defineResource({ ...base, name: 'x-six', fields: changes('after') })])).toThrow(/not another JSON field/);
    expect(() => buildRegistry([defineResource({ ...base, name: 'x-seven', fields: changes('before') })])).not.toThrow();
  });
});

describe('the record header’s figures', () => {
  it('are written as the list writes them (the kind’s text): a percent with the language’s decimal sign', () => {
    const batteries = registry.byName('batteries')!;
    const record = { id: 1, sn: 'BAT60V100012', soc: 45.5, cycles: 1234 };
    const french = polyglotI18nProvider(() => messages, 'fr', [{ locale: 'fr', name: 'Français' }], { allowMissing: true });
    render(
      <MemoryRouter>
        <AdminContext dataProvider={testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never })} authProvider={auth} i18nProvider={french}>
          <RecordContextProvider value={record}>
            <RecordHeader def={batteries} registry={registry} chips={[]} figures={['soc', 'cycles']} />
          </RecordContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    // the list's text of the field (Testing Library reads a narrow no-break space as a space)
    const listText = (name: string) => fieldText(batteries, name, batteries.fields[name], record, { lang: 'fr', titles: {}, translate }).replace(/\s/g, ' ');
    expect(listText('soc')).toBe('45,5%');
    expect(screen.getByText(listText('soc'))).toBeInTheDocument();
    expect(screen.getByText(listText('cycles'))).toHaveTextContent(/^1\s234$/);
  });
});
