/**
 * The run-time declarations' changes as live events (CONTRACT §2.4, §2.5): whenever the registry in force is
 * replaced on this process — a publish or delete here, or one another process made, found by the declarations'
 * sync — the names whose declaration changed are told on the topic `schemas` (EventHub.announceDeclarations).
 */
import type { Declaration } from '../../resources/declarations';
import type { LiveRegistry } from '../../resources/live-registry';
import type { Registry } from '../../resources/registry';
import type { EventHub } from './hub';

const byName = (declarations: readonly Declaration[]) => new Map(declarations.map((d) => [d.name, JSON.stringify(d)]));

/** Starts telling `hub`'s clients of every change of `live`'s declarations; returns the way to stop. */
export function announceDeclarationChanges(live: LiveRegistry, hub: EventHub): () => void {
  let before: Registry = live.snapshot;
  let known = byName(live.declarations);
  return live.subscribe(() => {
    const after = live.snapshot;
    const now = byName(live.declarations);
    const names = [...new Set([...known.keys(), ...now.keys()])].filter((name) => known.get(name) !== now.get(name));
    const was = before;
    before = after;
    known = now;
    if (names.length) hub.announceDeclarations(names.sort(), was, after);
  });
}
