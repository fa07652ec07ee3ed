/** Types of journal-ops.mjs (plain JavaScript so the compaction worker runs it without a TypeScript loader). */
export type JournalOp = { set: string; v: unknown } | { unset: string } | { put: string; r: Record<string, unknown> } | { del: string; id: unknown };

export function writeFileAtomic(file: string, text: string, tmpSuffix?: string): void;
export function fsyncDir(dir: string): void;
export function journalSegments(file: string): { file: string; n: number }[];
export function segmentName(file: string, n: number): string;
export interface SegmentHeader {
  journal: 1;
  base: { id?: string; size?: number; mtimeMs?: number };
}
export interface Mark {
  id: string | undefined;
  through: number;
}
export interface Segment {
  file: string;
  n: number;
}
export function readSegment(file: string): { header: SegmentHeader | undefined; sets: JournalOp[][]; torn: boolean };
export function segmentHeader(base: SegmentHeader['base']): string;
export function segmentBelongs(header: SegmentHeader | undefined, mark: Mark, stat: { size: number; mtimeMs: number }): boolean;
export function replay<S extends Record<string, unknown>>(state: S, sets: readonly (readonly JournalOp[])[]): S;
export const JOURNAL_MARK: '_journal';
export function takeMark(state: Record<string, unknown>): Mark;
export function loadDurable(
  file: string,
  segments: readonly Segment[],
): {
  state: Record<string, unknown>;
  mark: Mark;
  through: number;
  replayed: Segment[];
  stale: Segment[];
  absorbed: Segment[];
  changeSets: number;
  bytes: number;
};
export function compactFiles(file: string, segments: readonly Segment[], lineage?: string): { bytes: number; through: number };
