/**
 * Runs a transition on records one after the other: a record that refuses it (409: its state no
 * longer allows it; 403; a network error) does not stop the others, and is reported with why.
 */
import { HttpError, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

export interface TransitionFailure {
  id: Identifier;
  /** 409: the record's state (`from`) does not allow it; otherwise the notice's message. */
  status: number;
  from?: string;
  message: string;
}

export interface TransitionReport {
  done: Identifier[];
  failed: TransitionFailure[];
}

export async function runTransitions(
  dataProvider: Pick<AppDataProvider, 'transition'>,
  resource: string,
  ids: readonly Identifier[],
  transition: string,
  data: Record<string, unknown> = {},
  onProgress?: (finished: number) => void,
  /** The version of each record the user saw (If-Match: one changed meanwhile is refused, 412). */
  versionOf: (id: Identifier) => unknown = () => undefined,
): Promise<TransitionReport> {
  const report: TransitionReport = { done: [], failed: [] };
  for (const id of ids) {
    try {
      await dataProvider.transition(resource, { id, transition, data, version: versionOf(id) });
      report.done.push(id);
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { from?: unknown } | undefined) : undefined;
      report.failed.push({
        id,
        status: e instanceof HttpError ? e.status : 0,
        from: body?.from === undefined ? undefined : String(body.from),
        message: e instanceof Error ? e.message : String(e),
      });
    }
    onProgress?.(report.done.length + report.failed.length);
  }
  return report;
}
