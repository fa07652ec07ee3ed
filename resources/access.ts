/**
 * One access function for the menu, the routes and the server. Pure: privileges in, yes/no out.
 */
import { actionsOf, collectionOf, type ResourceDef } from './define';
import { ADMIN_CODE } from './privilege-tree';
import { holdsRight, rightCode, type RightKind } from './rights';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'transition' | 'action';

export interface AccessRequest {
  readonly resource: ResourceDef;
  readonly action: Action;
  /** For `transition`: the transition's name; for `action`: the record action's name. */
  readonly transition?: string;
  /** For `action`: the resource a record action creates, by name (the registry's lookup). */
  readonly resourceNamed?: (name: string) => ResourceDef | undefined;
}

/** The right a request needs (rights.ts): reading for a list, a record or an export; each write, transition and record action its own. */
export function rightFor(request: AccessRequest): { kind: RightKind; name?: string } {
  switch (request.action) {
    case 'create':
      return { kind: 'create' };
    case 'edit':
      return { kind: 'update' };
    case 'delete':
      return { kind: 'delete' };
    case 'transition':
      return { kind: 'transition', name: request.transition ?? '' };
    case 'action':
      return { kind: 'action', name: request.transition ?? '' };
    default:
      return { kind: 'read' };
  }
}

/**
 * The code a holder of `privileges` lacks for `request` (the right's own, or the one a transition or
 * record action declares besides it), or `undefined` when the request is allowed or cannot be made
 * at all (an operation the resource does not offer, a transition it does not have: no right would do).
 */
export function missingRight(privileges: ReadonlySet<string>, request: AccessRequest): string | undefined {
  if (!privileges.has(ADMIN_CODE)) return ADMIN_CODE;
  const { resource } = request;
  const { kind, name } = rightFor(request);
  if (!holdsRight(privileges, resource, kind, name)) return rightCode(resource.privilege, kind, name);
  if (request.action === 'transition') {
    const t = name ? resource.workflow?.transitions[name] : undefined;
    return t?.privilege && !privileges.has(t.privilege) ? t.privilege : undefined;
  }
  if (request.action === 'action') {
    // a record action also needs its own code when it declares one, else the right to create what it creates
    const a = name ? resource.recordActions?.[name] : undefined;
    const target = a && request.resourceNamed?.(a.creates);
    if (a?.privilege) return privileges.has(a.privilege) ? undefined : a.privilege;
    return target && !holdsRight(privileges, target, 'create') ? rightCode(target.privilege, 'create') : undefined;
  }
  return undefined;
}

/** Whether a holder of `privileges` may perform `request`: the resource offers it, and every right it needs is held. */
export function canAccess(privileges: ReadonlySet<string>, request: AccessRequest): boolean {
  const { resource, action } = request;
  if (action === 'transition') {
    if (!request.transition || !Object.hasOwn(resource.workflow?.transitions ?? {}, request.transition)) return false;
  } else if (action === 'action') {
    const a = request.transition && Object.hasOwn(resource.recordActions ?? {}, request.transition) ? resource.recordActions?.[request.transition] : undefined;
    const target = a && request.resourceNamed?.(a.creates);
    if (!target || !offers(target, 'create')) return false;
  } else if (!offers(resource, action)) return false;
  return missingRight(privileges, request) === undefined;
}

/**
 * Whether people write the records of `resource`'s collection through some screen (a create, an
 * edit, a delete, a transition, a record action): the record page shows a history then. The logs,
 * the trash and derived records (postings) are written by the server alone; theirs would stay empty.
 */
export function writtenByPeople(resource: ResourceDef, all: readonly ResourceDef[]): boolean {
  const collection = collectionOf(resource);
  return all.some(
    (d) =>
      collectionOf(d) === collection &&
      (offers(d, 'create') || offers(d, 'edit') || offers(d, 'delete') || !!d.workflow || Object.keys(d.recordActions ?? {}).length > 0),
  );
}

/** Whether the resource offers `action` at all, whoever asks (its schema's `actions`); the API answers 405 to one it does not. */
export function offers(resource: ResourceDef, action: Exclude<Action, 'transition'>): boolean {
  const actions = actionsOf(resource);
  if (action === 'create') return actions.create;
  if (action === 'edit') return actions.edit;
  if (action === 'delete') return actions.delete;
  if (action === 'export') return actions.export;
  return true;
}

/** The HTTP methods a path of the resource answers: its collection (`/{name}`) or one record (`/{name}/{id}`); the `Allow` header of a 405. */
export function allowedMethods(resource: ResourceDef, path: 'collection' | 'record'): string[] {
  // PATCH on the collection: a bulk edit (`{ids, data}`), each record as one PATCH
  if (path === 'collection') return ['GET', ...(offers(resource, 'create') ? ['POST'] : []), ...(offers(resource, 'edit') ? ['PATCH'] : [])];
  return ['GET', ...(offers(resource, 'edit') ? ['PUT', 'PATCH'] : []), ...(offers(resource, 'delete') ? ['DELETE'] : [])];
}

/** Whether a holder of `privileges` may open a page guarded by `code` (dashboards, demo apps). */
export function canOpen(privileges: ReadonlySet<string>, code: string | undefined): boolean {
  if (!privileges.has(ADMIN_CODE)) return false;
  return code === undefined || privileges.has(code);
}
