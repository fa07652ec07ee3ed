/**
 * Health checks for a load balancer or an orchestrator (CONTRACT §2.7), at the origin's root and
 * without a token: `GET /healthz` answers while the process serves requests; `GET /readyz` when
 * the database also answers a trivial query in time. 200 `{"status":"ok"}`, else 503
 * `{"status":"unavailable"}`; never cached.
 */
import { Router, type Response } from 'express';

/** How long the database has to answer before the process reads as not ready. */
export const READY_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  /** Runs a trivial query; rejects when the database does not answer. */
  ping(): Promise<void>;
  timeoutMs?: number;
}

const answer = (res: Response, up: boolean) => {
  res.setHeader('Cache-Control', 'no-store');
  res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'unavailable' });
};

/** Resolves true when `work` settles well within `ms`, false when it fails or takes longer. */
async function within(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    // a failure handled here whenever it comes: one after the deadline must not surface as an unhandled rejection
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes({ ping, timeoutMs = READY_TIMEOUT_MS }: HealthOptions): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => answer(res, true));
  router.get('/readyz', async (_req, res) => {
    // the query is started inside the race: a ping that throws at once is a failure like one that rejects
    answer(res, await within(Promise.resolve().then(ping), timeoutMs));
  });
  return router;
}
