import { parseAst, type Plugin } from 'vite';
import { isNode, keyName } from './ast';

/**
 * The schema files (`resources/<section>/*.ts`) stay the single source for both readers, but the
 * browser never generates demo data: in the client build, every `gen:` property and every
 * `demo.rows` are cut out, so the generators and the helpers only they use (name lists, signal
 * tables, resources/demo-gen.ts) are tree-shaken away. The server and the tests read the files as
 * written.
 */
export function stripDemoData(): Plugin {
  return {
    name: 'swap:strip-demo-data',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/resources\/[^/]+\/[^/]+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const cuts: [number, number][] = [];
      const walk = (node: unknown, inDemo: boolean): void => {
        if (Array.isArray(node)) return node.forEach((n) => walk(n, inDemo));
        if (!isNode(node)) return;
        if (node.type === 'Property') {
          const name = keyName(node);
          if (name === 'gen' || (inDemo && name === 'rows')) {
            let end = node.end;
            while (/\s/.test(code[end] ?? '')) end++;
            if (code[end] === ',') end++;
            cuts.push([node.start, end]);
            return;
          }
          walk(node.value, name === 'demo');
          return;
        }
        for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'start' && k !== 'end') walk(v, false);
      };
      walk(parseAst(code, { lang: 'ts' }), false);
      if (!cuts.length) return null;
      let out = code;
      for (const [a, b] of cuts.sort((x, y) => y[0] - x[0])) out = out.slice(0, a) + out.slice(b);
      return { code: out, map: null };
    },
  };
}
