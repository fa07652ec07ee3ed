/** The bit of ESTree the build's schema readers walk (first-list-hints.ts). */
/** An ESTree node as far as the walk below needs it. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
export const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
export const keyName = (p: Node): string | undefined => {
  const key = p.key as Node | undefined;
  if (!key || p.computed) return undefined;
  return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
};
