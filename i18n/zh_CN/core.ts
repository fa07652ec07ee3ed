/** The catalogue of the first screens: everything but the demo apps' and dashboards' parts (../assemble.ts EXTRA_PARTS). */
import ra from './ra';
import { assemble } from '../assemble';
import type { ResourceLabels } from '../types';

export default assemble(
  ra,
  import.meta.glob<Record<string, unknown>>(['./app/*.ts', '!./app/{calendar,chat,dashboard,designer,email,invoice,orders,templates,users}.ts'], {
    eager: true,
    import: 'default',
  }),
  import.meta.glob<ResourceLabels>('./resources/*.ts', { eager: true, import: 'default' }),
);
