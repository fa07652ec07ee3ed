/** Distinct generated people (name, username, email), shared by the seed modules. */
import type { Gen } from '../../../resources/demo-gen';
import { DOMAINS, FIRST_NAMES, LAST_NAMES } from './names';

export interface Person {
  fullName: string;
  username: string;
  email: string;
}

/** `count` people with distinct names, hence distinct usernames and emails. */
export function people(g: Gen, count: number): Person[] {
  if (count > FIRST_NAMES.length * LAST_NAMES.length) throw new Error(`At most ${FIRST_NAMES.length * LAST_NAMES.length} distinct people`);
  const seen = new Set<string>();
  const out: Person[] = [];
  while (out.length < count) {
    const first = g.pick(FIRST_NAMES);
    const last = g.pick(LAST_NAMES);
    const fullName = `${first} ${last}`;
    if (seen.has(fullName)) continue;
    seen.add(fullName);
    const username = `${first}.${last}`.toLowerCase();
    out.push({ fullName, username, email: `${username}@${g.pick(DOMAINS)}` });
  }
  return out;
}
