/** The import's call (CONTRACT §2.5, `POST /{resource}/import`): what the app sends, and what the server answers. */

export type ImportMode = 'valid' | 'all';

export interface ImportParams {
  /** The file: CSV (UTF-8) or XLSX, its type set. */
  file: Blob;
  /** Check only: nothing is written. */
  dryRun: boolean;
  /** `valid`: the good rows are written; `all`: every row or none. */
  mode: ImportMode;
  /** The mapping step's choices: header → field (null: ignore the column). */
  columns?: Record<string, string | null>;
  /** How much of the file has gone up. */
  onProgress?: (loaded: number, total: number) => void;
}

export interface ImportRowError {
  /** The file's line (the header is line 1). */
  line: number;
  field: string;
  /** Why, in the user's language. */
  message: string;
  key: string;
}

export interface ImportColumn {
  header: string;
  /** The field it fills; null: none (unmatched, or ignored). */
  field: string | null;
  /** false: a field the server sets (the id), left out. */
  writable: boolean;
}

export interface ImportResult {
  total: number;
  valid: number;
  /** The ids written. */
  created: string[];
  errors: ImportRowError[];
  columns: ImportColumn[];
}
