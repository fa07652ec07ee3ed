/**
 * The file the data-model screen exports and imports: the declarations in force, one JSON document
 * `{"format": "swap-admin.declarations", "version": 1, "declarations": [...]}`.
 */
import type { Declaration } from '../../../resources/declarations';

export const FILE_FORMAT = 'swap-admin.declarations';
export const FILE_VERSION = 1;

export interface DeclarationsFile {
  format: typeof FILE_FORMAT;
  version: typeof FILE_VERSION;
  declarations: Declaration[];
}

export const declarationsFile = (declarations: Declaration[]): DeclarationsFile => ({ format: FILE_FORMAT, version: FILE_VERSION, declarations });

/** Why a file is not one of ours (a translation key), or its declarations. */
export function readDeclarationsFile(text: string): { declarations: Declaration[] } | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'app.designer.import.not_json' };
  }
  const file = data as Partial<DeclarationsFile> | null;
  if (!file || typeof file !== 'object' || file.format !== FILE_FORMAT) return { problem: 'app.designer.import.not_ours' };
  if (file.version !== FILE_VERSION) return { problem: 'app.designer.import.wrong_version' };
  if (!Array.isArray(file.declarations)) return { problem: 'app.designer.import.not_ours' };
  const ok = file.declarations.every(
    (d: unknown) => !!d && typeof d === 'object' && typeof (d as Declaration).name === 'string' && typeof (d as Declaration).fields === 'object',
  );
  return ok ? { declarations: file.declarations } : { problem: 'app.designer.import.not_ours' };
}

/** Saves `data` as a JSON file in the user's downloads. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the download has started from the link: the address can go once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
