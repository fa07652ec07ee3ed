/**
 * The server's registry while it runs: the built-in schemas with the published run-time
 * declarations applied (resources/declarations.ts). Publishing swaps in a new registry at once;
 * every route reads through this one (`registry.byName(…)` per request), so the API, the OpenAPI
 * document, search and the privilege tree follow without a restart.
 */
import type { ResourceDef } from '../../resources/define';
import { withDeclarations, type Declaration } from '../../resources/declarations';
import { buildRegistry, type Registry } from '../../resources/registry';

export class LiveRegistry implements Registry {
  private current: Registry;

  constructor(
    /** The built-in schemas (resources/<section>/*.ts). */
    readonly builtIn: Registry,
  ) {
    this.current = builtIn;
  }

  /** The registry `published` would make (throws a SchemaError when it does not hold together). */
  candidate(published: readonly Declaration[]): Registry {
    const { defs, declared } = withDeclarations(this.builtIn.all, published);
    return buildRegistry(defs, { declared });
  }

  /** Serves `next` from now on. */
  replace(next: Registry): void {
    this.current = next;
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
  byName(name: string): ResourceDef | undefined {
    return this.current.byName(name);
  }
  byRouteName(routeName: string): ResourceDef | undefined {
    return this.current.byRouteName(routeName);
  }
  isDeclared(name: string): boolean {
    return this.current.isDeclared(name);
  }
}
