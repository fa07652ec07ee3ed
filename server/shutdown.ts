/**
 * A graceful stop (SIGTERM from a process manager or an orchestrator, SIGINT from a terminal): the
 * server stops accepting connections, closes the idle keep-alive ones, finishes the requests in
 * flight (each answer from then on asks its client to close the connection, so a keep-alive client
 * sends no more on it), then closes the database (on SQLite: the write-ahead log checkpointed into
 * the file, so a copy of the file alone holds every acknowledged write). Connections still busy
 * after `drainMs` are cut; the whole stop takes under 5 seconds.
 */
import type { Server } from 'node:http';

export interface Stopper {
  /** Stops once (later calls return the same stop). */
  stop(reason: string): Promise<void>;
}

export function gracefulStop(
  server: Server,
  closeDatabase: () => Promise<void>,
  { drainMs = 4000, log = console.log, endStreams = () => {} }: { drainMs?: number; log?: (m: string) => void; endStreams?: () => void } = {},
): Stopper {
  let stopping: Promise<void> | undefined;
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  return {
    stop(reason) {
      stopping ??= (async () => {
        log(`${reason}: stopping (no new connections; finishing the requests in flight)`);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // an event stream never finishes by itself: ended now, its client reconnects to another process
        endStreams();
        server.closeIdleConnections();
        const cut = setTimeout(() => server.closeAllConnections(), drainMs);
        await closed;
        clearTimeout(cut);
        await closeDatabase();
        log('stopped: database closed');
      })();
      return stopping;
    },
  };
}
