/**
 * Every field kind's core (kinds/types.ts `KindCore`): its value check, read by the form and the
 * server alike (resources/validate.ts), and its JSON Schema (the OpenAPI document). Plain
 * functions, no React: the server loads this. A kind missing here is a type error.
 */
import type { FieldKind } from '../resources/define';
import { BOOLEAN } from './boolean';
import { ENUM } from './enum';
import { GEO } from './geo';
import { ID } from './id';
import { JSON_KIND } from './json';
import { NUMBER } from './number';
import { REFERENCE } from './reference';
import { TEXT } from './text';
import { TIME } from './time';
import { KIND_OPTIONS, type KindCore, type KindOption } from './types';

export const KINDS: Readonly<Record<FieldKind, KindCore>> = { ...ID, ...TEXT, ...NUMBER, ...BOOLEAN, ...TIME, ...ENUM, ...REFERENCE, ...GEO, ...JSON_KIND };

export { KIND_OPTIONS, type KindOption };

/** The kinds that take `option` (a KIND_OPTIONS one; every kind takes the others). */
export function kindsTaking(option: string): FieldKind[] {
  if (!(KIND_OPTIONS as readonly string[]).includes(option)) return Object.keys(KINDS) as FieldKind[];
  return (Object.entries(KINDS) as [FieldKind, KindCore][]).filter(([, core]) => core.options.includes(option as KindOption)).map(([kind]) => kind);
}

/** Whether a field of `kind` takes `option`. */
export const takes = (kind: FieldKind, option: string): boolean => kindsTaking(option).includes(kind);
