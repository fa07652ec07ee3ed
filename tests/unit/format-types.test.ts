/**
 * One declaration format, said twice: the TypeScript types the schema files are written against
 * (resources/define.ts `ResourceDef`) and the JSON Schema run-time declarations are checked with
 * (resources/format-schema.ts `DECLARATION_FORMAT`, served as `schema-format.json`). This test reads
 * the types with TypeScript's own compiler and walks both side by side: every key one has the other
 * has, a key required in one is required in the other, and a closed list of words (kinds, colours,
 * icons, menu sections…) is the same list. Adding an option to one and not the other fails here.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DECLARATION_FORMAT } from '../../resources/format-schema';

type Schema = Record<string, unknown>;

const ROOT = path.resolve(__dirname, '../..');
const PROBE = path.join(ROOT, 'resources', '__format-probe__.ts');
const PROBE_TEXT = "import type { ResourceDef } from './define';\nexport type Probe = ResourceDef;\n";

/** The checker over resources/define.ts, and the type of a resource declaration with its defaults (field names: any string). */
function declarationType(): { checker: ts.TypeChecker; type: ts.Type } {
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === PROBE ? PROBE_TEXT : read(file));
  const exists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === PROBE || exists(file);
  const program = ts.createProgram([PROBE], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(PROBE)!;
  const alias = source.statements.find(ts.isTypeAliasDeclaration)!;
  return { checker, type: checker.getTypeAtLocation(alias.name) };
}

/** An object schema among a schema's alternatives (`oneOf`/`anyOf`: a field's name or its placement object). */
function objectSchema(schema: Schema): Schema | undefined {
  if (schema.properties) return schema;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const found = (schema[key] as Schema[] | undefined)?.find((s) => s.properties);
    if (found) return found;
  }
  return undefined;
}

function describeBoth(): string[] {
  const { checker, type } = declarationType();
  const problems: string[] = [];
  const seen = new Set<string>();

  /** The type without undefined; an array's, a record's or a readonly map's element. */
  const inner = (t: ts.Type): ts.Type => {
    const defined = t.isUnion() ? checker.getNonNullableType(t) : t;
    if (checker.isArrayType(defined) || checker.isTupleType(defined)) return inner(checker.getTypeArguments(defined as ts.TypeReference)[0]);
    return defined;
  };
  const literals = (t: ts.Type): string[] | undefined => {
    const members = (t.isUnion() ? t.types : [t]).filter((m) => !(m.flags & ts.TypeFlags.Undefined));
    if (!members.length || !members.every((m) => m.isStringLiteral() || m.isNumberLiteral())) return undefined;
    return members.map((m) => String((m as ts.LiteralType).value)).sort();
  };

  /** Compares a closed list of words with the schema's `enum` (of it or of its items); false when the schema lists none. */
  function compareWords(words: string[], schema: Schema, at: string): boolean {
    const listed = (schema.enum ?? (schema.items as Schema | undefined)?.enum) as unknown[] | undefined;
    if (!listed) return false;
    const theirs = listed.map(String).sort();
    if (JSON.stringify(words) !== JSON.stringify(theirs)) problems.push(`${at}: the types list ${words.join('|')}, the JSON Schema ${theirs.join('|')}`);
    return true;
  }

  function walk(t: ts.Type, schema: Schema, at: string): void {
    const key = `${at}:${checker.typeToString(t)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const words = literals(t);
    if (words && compareWords(words, schema, at)) return;
    const target = inner(t);
    const objectLike = objectSchema(schema.type === 'array' ? ((schema.items as Schema) ?? {}) : schema);
    // a map (a record's fields, transitions, actions): its values against the schema's additionalProperties
    const index = checker.getIndexInfosOfType(target)[0];
    if (index && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      walk(index.type, schema.additionalProperties as Schema, `${at}.*`);
      return;
    }
    if (!objectLike) return;
    // the object members (a field's placement is its name or {field, span}: the name is checked as a string)
    const members = (target.isUnion() ? target.types : [target]).filter((m) => m.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection));
    const props = new Map<string, { types: ts.Type[]; optional: boolean }>();
    for (const member of members)
      for (const p of checker.getPropertiesOfType(member)) {
        const declaration = p.valueDeclaration ?? p.declarations?.[0];
        if (!declaration) continue;
        const before = props.get(p.name);
        props.set(p.name, {
          types: [...(before?.types ?? []), checker.getTypeOfSymbolAtLocation(p, declaration)],
          optional: (before?.optional ?? false) || !!(p.flags & ts.SymbolFlags.Optional),
        });
      }
    if (props.size === 0) return;
    const theirs = (objectLike.properties ?? {}) as Record<string, Schema>;
    const required = new Set((objectLike.required as string[] | undefined) ?? []);
    for (const [name, p] of props) {
      if (!(name in theirs)) {
        problems.push(`${at}.${name}: in the types, not in the JSON Schema`);
        continue;
      }
      // a union's members (the field kinds) each require what they need: only `kind` is required of every field
      if (members.length === 1 && !p.optional !== required.has(name))
        problems.push(
          `${at}.${name}: ${p.optional ? 'optional' : 'required'} in the types, ${required.has(name) ? 'required' : 'optional'} in the JSON Schema`,
        );
      // a key several field kinds declare (`kind` itself): its words are all of theirs together
      const words = p.types.map(literals);
      if (p.types.length > 1 && words.every((w) => w !== undefined)) compareWords([...new Set(words.flat() as string[])].sort(), theirs[name], `${at}.${name}`);
      else for (const pt of p.types) walk(pt, theirs[name], `${at}.${name}`);
    }
    for (const name of Object.keys(theirs)) if (!props.has(name)) problems.push(`${at}.${name}: in the JSON Schema, not in the types`);
  }

  walk(type, DECLARATION_FORMAT, 'declaration');
  return problems;
}

describe('the declaration format', () => {
  it('is the same in the TypeScript types and in the JSON Schema: keys, required keys, and closed word lists', () => {
    expect(describeBoth()).toEqual([]);
  });
});
