/**
 * Where the records come from on first start: a data file of the JSON days beside the database is
 * imported once (and said so), else the schemas' demo data; `db:reset` regenerates into the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../server/config';
import { loadDemos, loadRegistry } from '../../server/load-registry';
import type { Demos } from '../../server/seed';
import { fillDatabase, oldDataFile, openRepository, openStorage, seedAll } from '../../server/storage';
import type { Registry } from '../../resources/registry';

let registry: Registry;
let demos: Demos;
let dir: string;
beforeAll(async () => {
  registry = await loadRegistry();
  demos = await loadDemos();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-storage-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const configFor = (dataFile: string) => ({ ...configFromEnv({}), dataFile, bcryptRounds: 4 });

describe('the first start', () => {
  it('imports the JSON data file beside the database once, and says so', async () => {
    const dataFile = path.join(dir, 'imported', 'db.sqlite');
    fs.mkdirSync(path.dirname(dataFile));
    const state = seedAll(registry, demos, { bcryptRounds: 4 });
    const stores = state.stores as { id: string; name: string }[];
    stores[0] = { ...stores[0], name: '导入的门店' };
    fs.writeFileSync(oldDataFile(dataFile), JSON.stringify({ ...state, _meta: { jwtSecret: 'the-old-secret' } }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const first = await openStorage(registry, configFor(dataFile), demos);
    expect(log.mock.calls.flat().join('\n')).toMatch(/Imported .*db\.json/);
    expect((await first.records.get('stores', stores[0].id))?.name).toBe('导入的门店');
    expect(first.secret).toBe('the-old-secret'); // tokens signed before the move stay valid
    expect(
      (
        await first.records.getMany(
          'stores',
          stores.map((s) => s.id),
        )
      ).length,
    ).toBe(stores.length);
    await first.close();
    // a second start reads the database, not the file
    fs.writeFileSync(oldDataFile(dataFile), JSON.stringify({ ...state, stores: [] }));
    log.mockClear();
    const again = await openStorage(registry, configFor(dataFile), demos);
    expect(log).not.toHaveBeenCalled();
    expect((await again.records.get('stores', stores[0].id))?.name).toBe('导入的门店');
    await again.close();
    log.mockRestore();
  });

  it('refuses a JSON data file whose journal was not folded into it, naming what to do', async () => {
    const dataFile = path.join(dir, 'journaled', 'db.sqlite');
    fs.mkdirSync(path.dirname(dataFile));
    fs.writeFileSync(oldDataFile(dataFile), JSON.stringify(seedAll(registry, demos, { bcryptRounds: 4 })));
    fs.writeFileSync(`${oldDataFile(dataFile)}.journal.000001`, '{"ops":[]}\n');
    await expect(openStorage(registry, configFor(dataFile), demos)).rejects.toThrow(
      /journal segments not yet folded.*db\.json\.journal\.000001.*previous version/,
    );
  });

  it('fills an empty database with the demo data, and db:reset regenerates it', async () => {
    const dataFile = path.join(dir, 'fresh', 'db.sqlite');
    // the demo files are read for an empty database only: a restart on a filled one does not load them
    const loadDemoFiles = vi.fn(() => Promise.resolve(demos));
    await (await openStorage(registry, configFor(dataFile), loadDemoFiles)).close();
    expect(loadDemoFiles).toHaveBeenCalledTimes(1);
    const storage = await openStorage(registry, configFor(dataFile), loadDemoFiles);
    expect(loadDemoFiles).toHaveBeenCalledTimes(1);
    const users = await storage.records.withValue('sys-users', 'email', 'admin@demo.com');
    expect(users).toHaveLength(1);
    await storage.records.remove('sys-users', String(users[0].id));
    await storage.close();
    const { repo } = await openRepository(registry, configFor(dataFile));
    await fillDatabase(repo, registry, seedAll(registry, demos, { bcryptRounds: 4 }));
    expect(await repo.withValue('sys-users', 'email', 'admin@demo.com')).toHaveLength(1);
    await repo.close();
  });
});
