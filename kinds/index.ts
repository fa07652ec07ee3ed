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
import type { KindCore } from './types';

export const KINDS = { ...ID, ...TEXT, ...NUMBER, ...BOOLEAN, ...TIME, ...ENUM, ...REFERENCE, ...GEO, ...JSON_KIND } satisfies Record<FieldKind, KindCore>;
