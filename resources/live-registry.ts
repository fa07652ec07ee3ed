/**
 * The registry while the product runs: the built-in schemas with the published run-time
 * declarations applied (./declarations.ts, CONTRACT §2.4). Both readers hold one: the server swaps
 * in a new registry when a declaration is published (every route reads through it per request, so
 * the API, the OpenAPI document, search and the privilege tree follow at once); the app installs
 * the declarations that come with the privilege list, and its screens, menu and labels follow
 * (`subscribe`).
 */
import type { ResourceDef } from './define';
import { withDeclarations, type Declaration } from './declarations';
import { buildRegistry, SchemaError, type Registry } from './registry';

/** A registry and the run-time declarations it was built with (the ones in force when it is served). */
export type DeclaredRegistry = Registry & { readonly declarations: readonly Declaration[] };

export class LiveRegistry implements Registry {
  private current: DeclaredRegistry;
  private installed = '[]';
  private readonly listeners = new Set<() => void>();
  /** Goes up by one with every change: a snapshot for React's useSyncExternalStore. */
  version = 0;

  constructor(
    /** The built-in schemas (resources/<section>/*.ts). */
    readonly builtIn: Registry,
  ) {
    this.current = { ...builtIn, declarations: [] };
  }

  /** The registry `published` would make (throws a SchemaError when it does not hold together). */
  candidate(published: readonly Declaration[]): DeclaredRegistry {
    const { defs, declared } = withDeclarations(this.builtIn.all, published);
    return { ...buildRegistry(defs, { declared }), declarations: published };
  }

  /** Serves `next` from now on, and tells the subscribers. */
  replace(next: DeclaredRegistry): void {
    this.current = next;
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Applies `declarations` (the ones in force, as the server sends them), unless they are the ones
   * already applied. One that no longer holds together with the rest is left out, and returned
   * with its problem: the others still apply. (The app's production build registers without the
   * schema checks, registry.ts `CHECKS`: there only a name or route declared twice is caught.)
   */
  install(declarations: readonly Declaration[]): { name: string; problem: string }[] {
    const text = JSON.stringify(declarations);
    if (text === this.installed) return [];
    this.installed = text;
    // all at once (one registry built: the usual case, on the first screen's path); one by one only when that fails
    try {
      this.replace(this.candidate(declarations));
      return [];
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
    }
    const kept: Declaration[] = [];
    const skipped: { name: string; problem: string }[] = [];
    for (const d of declarations)
      try {
        this.candidate([...kept, d]);
        kept.push(d);
      } catch (error) {
        if (!(error instanceof SchemaError)) throw error;
        skipped.push({ name: d.name, problem: error.message });
      }
    this.replace(this.candidate(kept));
    return skipped;
  }

  /** The registry in force now: an unchanging value, replaced (a new object) by every change. */
  get snapshot(): Registry {
    return this.current;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The run-time declarations in force (what the privilege list hands the app). */
  get declarations(): readonly Declaration[] {
    return this.current.declarations;
  }

  get all(): readonly ResourceDef[] {
    return this.current.all;
  }
  get generationOrder(): readonly ResourceDef[] {
    return this.current.generationOrder;
  }
  get privilegeTree() {
    return this.current.privilegeTree;
  }
  get privilegeCodes() {
    return this.current.privilegeCodes;
  }
  // bound: callers pass them on as functions (`resourceNamed: registry.byName`), as they may a built registry's
  byName = (name: string): ResourceDef | undefined => this.current.byName(name);
  byRouteName = (routeName: string): ResourceDef | undefined => this.current.byRouteName(routeName);
  isDeclared = (name: string): boolean => this.current.isDeclared(name);
}
