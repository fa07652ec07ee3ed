/**
 * The shape every JSON body of the resource API must have before any rule looks at it: an object
 * whose values nest at most `MAX_DEPTH` levels. A deeper value (`[[[[…]]]]`, 1 MB of brackets)
 * would overflow the stack of whatever walks it (a comparison, a serialisation), a 500; it is
 * refused up front with a 422 naming the field. Measured without recursion, for the same reason.
 */
import { MAX_JSON_DEPTH as MAX_DEPTH } from '../../resources/validate';

/** How deep `value` nests (a scalar is 0, `[1]` is 1), counting no further than `limit + 1`. */
export function depthOf(value: unknown, limit = MAX_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    const inner = depth + 1;
    if (inner > deepest) deepest = inner;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (typeof child === 'object' && child !== null) stack.push([child, inner]);
  }
  return deepest;
}

/** The keys of `body` whose values nest deeper than `MAX_DEPTH`. */
export function tooDeepFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => depthOf(body[key]) > MAX_DEPTH);
}
