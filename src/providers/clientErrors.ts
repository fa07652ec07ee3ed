/** The browser's errors, posted to the server's error log (`#/apps/system/log-error`). */
import { API_BASE } from './http';
import { getToken } from './session';

/** Sends the error to the server's error log; never throws (the report must not fail the page twice). */
export function reportClientError(error: unknown, route: string, send: typeof fetch = fetch): void {
  const token = getToken();
  if (!token) return;
  const e = error instanceof Error ? error : new Error(String(error));
  send(`${API_BASE}/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ message: e.message.slice(0, 2000), stack: e.stack?.slice(0, 8000), route }),
  }).catch(() => undefined);
}
