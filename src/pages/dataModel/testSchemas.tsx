/** Test helpers of the data-model screen: a schemas API of vi.fn()s over one resource, and the screen rendered with it (react-admin's context, English). */
import { vi } from 'vitest';
import { Notification, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { Declaration } from '../../../resources/declarations';
import type { SchemaDetail, SchemaMethods, SchemasApi } from '../../providers/schemasApi';

/** The data provider's methods over a schemas API (what the screen calls them through). */
export const schemaMethodsOf = (api: SchemasApi): SchemaMethods => ({
  listSchemas: (...args) => api.list(...args),
  getSchema: (...args) => api.get(...args),
  saveSchema: (...args) => api.save(...args),
  publishSchema: (...args) => api.publish(...args),
  schemaVersions: (...args) => api.versions(...args),
  revertSchema: (...args) => api.revert(...args),
  deleteSchema: (...args) => api.remove(...args),
  deletedSchemas: (...args) => api.listDeleted(...args),
  restoreSchema: (...args) => api.restore(...args),
});
import { renderShell } from '../../layout/test-utils';
import { DataModelPage } from './DataModelPage';

export function detailOf(declaration: Declaration, options: { published?: boolean; builtIn?: boolean; records?: number } = {}): SchemaDetail {
  return {
    name: declaration.name,
    builtIn: !!options.builtIn,
    // a built-in resource's published declaration is whole (the declaration stands in for it here); its custom fields are its extension
    published: options.published ? { version: 1, declaration } : options.builtIn ? { version: 0, declaration } : null,
    ...(options.builtIn ? { extension: options.published ? { version: 1, declaration } : null } : {}),
    draft: options.published ? null : { declaration, savedAt: '2026-11-02T09:00:00Z', savedBy: { id: '1', name: 'Admin' } },
    records: options.records ?? 0,
    updatedAt: '2026-11-02T09:00:00Z',
  };
}

export function fakeSchemas(detail: SchemaDetail): { [K in keyof SchemasApi]: ReturnType<typeof vi.fn> & SchemasApi[K] } {
  return {
    list: vi.fn(async () => [
      { name: detail.name, builtIn: detail.builtIn, version: detail.published?.version ?? 0, status: 'draft' as const, updatedAt: null },
    ]),
    get: vi.fn(async () => detail),
    save: vi.fn(async (_name: string, declaration: Declaration) => ({ ...detail, draft: { declaration, savedAt: '', savedBy: { id: '1', name: 'Admin' } } })),
    publish: vi.fn(async () => ({ changes: [], touches: {}, invalid: 0, examples: [] })),
    versions: vi.fn(async () => []),
    revert: vi.fn(async () => detail),
    remove: vi.fn(async () => ({ revoked: [] })),
    listDeleted: vi.fn(async () => []),
    restore: vi.fn(async () => ({ version: 2, changes: [], touches: {}, invalid: 0, examples: [] })),
  };
}

/** The data-model screen at `path` (under #/apps/system/schema), over `schemas`; with react-admin's notices drawn when `notices`. */
export function renderDataModel(schemas: SchemasApi, path = '', { notices = false } = {}) {
  return renderShell(
    <>
      <Routes>
        <Route path="/apps/system/schema/*" element={<DataModelPage />} />
      </Routes>
      {notices && <Notification />}
    </>,
    { dataProvider: schemaMethodsOf(schemas) as unknown as Partial<DataProvider>, route: `/apps/system/schema${path}` },
  );
}
