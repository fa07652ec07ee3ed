/** The parts only the demo apps, dashboards and the lists' on-demand panels read (../assemble.ts EXTRA_PARTS): a lazy chunk of its own. */
import { parts } from '../assemble';

export default parts(
  import.meta.glob<Record<string, unknown>>('./app/{bulk,calendar,chat,dashboard,designer,email,import,invoice,orders,settings,templates,users,views}.ts', {
    eager: true,
    import: 'default',
  }),
);
