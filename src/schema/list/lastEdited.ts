/**
 * The record a user last saved, so the list they return to points it out (highlighted, scrolled
 * into view) once. Kept in memory: it matters for the next list screen, not after a reload.
 */
let last: { resource: string; id: string } | undefined;

export function rememberEdited(resource: string, id: unknown): void {
  last = { resource, id: String(id) };
}

/** The id last saved in `resource`, once (a second list screen does not point it out again). */
export function takeLastEdited(resource: string): string | undefined {
  if (last?.resource !== resource) return undefined;
  const { id } = last;
  last = undefined;
  return id;
}
