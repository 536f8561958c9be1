/**
 * Results files are read off the event loop (issue 25 finding 3): one worker thread
 * (node:worker_threads, server/import-worker-thread.ts) reads one file at a time with a time
 * budget (LIMITS.timeMs, 10 s) and a heap of its own (256 MB). Past the budget the worker is
 * ended and the import answered ImportError 'too-slow'; out of memory, 'too-large'. A new worker
 * is started for the next file. Meanwhile the server answers every other request (/healthz in
 * milliseconds while the worst file one can build is read).
 *
 * The worker loads the TypeScript sources through tsx's registration API, as the server runs
 * (npm start: tsx server/main.ts), so it works the same under tsx, vitest and the CLI.
 */
import { Worker } from 'node:worker_threads';
import { ImportError } from '../shared/import/types.js';
import { LIMITS } from '../shared/import/limits.js';
import { importError } from '../shared/import/messages.js';
import type { ReadResults, ReadResultsOptions } from './api/admin/results-file.js';

const THREAD = new URL('./import-worker-thread.ts', import.meta.url).href;

/** registers tsx in the thread, then loads the worker's body (a CommonJS script: dynamic import works there) */
const BOOT = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api')
  .then(({ register }) => { register(); return import(workerData.thread); })
  .catch((err) => { throw err; });
`;

type Answer =
  | { id: number; ok: true; result: ReadResults }
  | { id: number; ok: false; problem?: ImportError['problem']; error?: string };

interface Pending {
  id: number;
  bytes: Uint8Array;
  options: ReadResultsOptions;
  timeMs: number;
  resolve: (r: ReadResults) => void;
  reject: (e: unknown) => void;
}

export interface ImportWorkerOptions {
  /** the time budget of one file, in ms (default LIMITS.timeMs) */
  timeMs?: number;
  /** the worker's heap, in MB (default 256) */
  heapMb?: number;
}

/** one worker reading results files in turn; `read` answers what readResultsFile answers, or throws an ImportError */
export class ImportWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private queue: Pending[] = [];
  private running: Pending | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: ImportWorkerOptions = {}) {}

  read(
    bytes: Uint8Array,
    options: ReadResultsOptions = {},
    timeMs = this.opts.timeMs ?? LIMITS.timeMs,
  ): Promise<ReadResults> {
    if (this.closed) return Promise.reject(new Error('The import worker is closed.'));
    return new Promise<ReadResults>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, options, timeMs, resolve, reject });
      void this.pump();
    });
  }

  /** ends the worker (tests, shutdown); reads waiting are refused */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('The import worker is closed.'));
    const w = this.worker;
    this.worker = null;
    this.ready = null;
    if (w) await w.terminate();
  }

  private start(): Promise<void> {
    if (this.worker && this.ready) return this.ready;
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: { thread: THREAD },
      resourceLimits: { maxOldGenerationSizeMb: this.opts.heapMb ?? 256 },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      const onReady = (m: unknown) => {
        if (m && typeof m === 'object' && 'ready' in m) {
          worker.off('message', onReady);
          resolve();
        }
      };
      worker.on('message', onReady);
      worker.once('error', reject);
    });
    worker.on('message', (m: Answer | { ready: true }) => {
      if (!('id' in m)) return;
      const job = this.running;
      if (!job || job.id !== m.id) return;
      this.finish(job);
      if (m.ok) job.resolve(m.result);
      else if (m.problem) job.reject(new ImportError(m.problem));
      else job.reject(new Error(m.error ?? 'The import failed.'));
    });
    worker.on('error', (err) => this.lost(worker, err));
    worker.on('exit', () => this.lost(worker, new Error('The import worker stopped.')));
    return this.ready;
  }

  private timer: NodeJS.Timeout | null = null;

  private finish(job: Pending) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running === job) this.running = null;
    setImmediate(() => void this.pump());
  }

  /** the worker died or was ended: the file it was reading is answered, a new worker reads the next */
  private lost(worker: Worker, err: unknown) {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = null;
    const job = this.running;
    if (!job) return;
    this.finish(job);
    const code = (err as { code?: string } | null)?.code;
    job.reject(
      code === 'ERR_WORKER_OUT_OF_MEMORY' ? importError('too-large', { max: String(LIMITS.bytes / 1024 / 1024) }) : err,
    );
  }

  private async pump() {
    if (this.running || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    this.running = job;
    try {
      await this.start();
    } catch (err) {
      this.finish(job);
      job.reject(err);
      return;
    }
    const worker = this.worker!;
    // the budget counts from the moment the worker has the file
    this.timer = setTimeout(() => {
      if (this.running !== job) return;
      this.worker = null;
      this.ready = null;
      this.finish(job);
      job.reject(importError('too-slow', { seconds: String(Math.round(job.timeMs / 100) / 10) }));
      void worker.terminate();
    }, job.timeMs);
    worker.postMessage({ id: job.id, bytes: job.bytes, options: job.options });
  }
}

let shared: ImportWorker | null = null;

/** the process's import worker (started at the first import) */
export function importWorker(): ImportWorker {
  shared ??= new ImportWorker();
  return shared;
}
