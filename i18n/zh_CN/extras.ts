/** The parts only the demo apps and dashboards read (../assemble.ts EXTRA_PARTS): a lazy chunk of its own. */
import { parts } from '../assemble';

export default parts(
  import.meta.glob<Record<string, unknown>>('./app/{calendar,chat,dashboard,designer,email,invoice,orders,templates,users}.ts', {
    eager: true,
    import: 'default',
  }),
);
