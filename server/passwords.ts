/** Password hashing for the demo accounts (bcrypt, pure JS). */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

export const hashPassword = (password: string, rounds: number): string => bcrypt.hashSync(password, rounds);

/**
 * bcrypt comparisons on worker threads (password-worker.mjs), one per spare core: the event loop
 * keeps serving while a login's hash is computed, and on two cores logins and other requests run
 * side by side. A worker is referenced only while it has work (it never keeps the process alive);
 * if one fails, its comparisons and the later ones run on the main thread (bcryptjs' async mode).
 */
type Job = { password: string; hash: string; resolve: (ok: boolean) => void };

class ComparePool {
  private readonly workers: { worker: Worker; pending: Map<number, Job> }[] = [];
  private nextId = 0;
  private broken = false;

  constructor(private readonly size: number) {}

  private spawn() {
    const worker = new Worker(new URL('./password-worker.mjs', import.meta.url));
    const slot = { worker, pending: new Map<number, Job>() };
    worker.unref();
    worker.on('message', ({ id, ok }: { id: number; ok: boolean }) => {
      const job = slot.pending.get(id);
      slot.pending.delete(id);
      if (!slot.pending.size) worker.unref();
      job?.resolve(ok);
    });
    const fail = () => {
      this.broken = true;
      this.workers.splice(this.workers.indexOf(slot) >>> 0, 1);
      for (const job of slot.pending.values()) void inThread(job.password, job.hash).then(job.resolve);
      slot.pending.clear();
    };
    worker.once('error', fail);
    worker.once('exit', fail);
    this.workers.push(slot);
    return slot;
  }

  compare(password: string, hash: string): Promise<boolean> {
    if (this.broken) return inThread(password, hash);
    // the least busy worker; another one while there are spare cores and every worker is busy
    let slot = this.workers.reduce<(typeof this.workers)[number] | undefined>((best, w) => (!best || w.pending.size < best.pending.size ? w : best), undefined);
    if (!slot || (slot.pending.size > 0 && this.workers.length < this.size)) slot = this.spawn();
    const id = this.nextId++;
    const target = slot;
    return new Promise<boolean>((resolve) => {
      target.pending.set(id, { password, hash, resolve });
      target.worker.ref();
      target.worker.postMessage({ id, password, hash });
    });
  }
}

const inThread = (password: string, hash: string): Promise<boolean> => bcrypt.compare(password, hash);

let pool: ComparePool | undefined;
const poolSize = () => Math.max(1, Math.min(4, (os.availableParallelism?.() ?? os.cpus().length) - 1));

/** Constant-time comparison of a password with a stored hash, off the event loop; false for a missing hash. */
export const verifyPassword = (password: string, hash: unknown): Promise<boolean> =>
  typeof hash === 'string' && hash.startsWith('$2') ? (pool ??= new ComparePool(poolSize())).compare(password, hash) : Promise.resolve(false);

let dummy: string | undefined;
/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const dummyHash = (rounds: number): string => (dummy ??= bcrypt.hashSync('no such account', rounds));
