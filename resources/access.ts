/**
 * One access function for the menu, the routes and the server. Pure: privileges in, yes/no out.
 */
import { actionsOf, collectionOf, type ResourceDef } from './define';
import { ADMIN_CODE } from './privilege-tree';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'transition' | 'action';

export interface AccessRequest {
  readonly resource: ResourceDef;
  readonly action: Action;
  /** For `transition`: the transition's name; for `action`: the record action's name. */
  readonly transition?: string;
  /** For `action`: the resource a record action creates, by name (the registry's lookup). */
  readonly resourceNamed?: (name: string) => ResourceDef | undefined;
}

/** Whether a holder of `privileges` may perform `request`. */
export function canAccess(privileges: ReadonlySet<string>, request: AccessRequest): boolean {
  if (!privileges.has(ADMIN_CODE)) return false;
  const { resource, action } = request;
  if (!privileges.has(resource.privilege)) return false;
  if (action === 'transition') {
    const t = request.transition ? resource.workflow?.transitions[request.transition] : undefined;
    if (!t) return false;
    return !t.privilege || privileges.has(t.privilege);
  }
  if (action === 'action') {
    // a record action: the record is the caller's to see, and the action's code (else the created resource's) is held
    const a = request.transition ? resource.recordActions?.[request.transition] : undefined;
    const target = a && request.resourceNamed?.(a.creates);
    return !!target && offers(target, 'create') && privileges.has(a.privilege ?? target.privilege);
  }
  return offers(resource, action);
}

/** Whether the resource offers `action` at all, whoever asks (its schema's `actions`); the API answers 405 to one it does not. */
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
  if (path === 'collection') return ['GET', ...(offers(resource, 'create') ? ['POST'] : [])];
  return ['GET', ...(offers(resource, 'edit') ? ['PUT', 'PATCH'] : []), ...(offers(resource, 'delete') ? ['DELETE'] : [])];
}

/** Whether a holder of `privileges` may open a page guarded by `code` (dashboards, demo apps). */
export function canOpen(privileges: ReadonlySet<string>, code: string | undefined): boolean {
  if (!privileges.has(ADMIN_CODE)) return false;
  return code === undefined || privileges.has(code);
}
