/**
 * The import worker's body (server/import-worker.ts starts it): reads one results file at a
 * time, off the server's event loop, and answers what the console's import answers: the
 * publications with their warnings and the check's findings, or the ImportError's problem.
 */
import { parentPort } from 'node:worker_threads';
import { isImportError } from '../shared/import/types.js';
import { readResultsFile, type ReadResultsOptions } from './api/admin/results-file.js';

export interface ImportJob {
  id: number;
  bytes: Uint8Array;
  options: ReadResultsOptions;
}

parentPort?.on('message', (job: ImportJob) => {
  try {
    const result = readResultsFile(job.bytes, job.options);
    parentPort!.postMessage({ id: job.id, ok: true, result });
  } catch (err) {
    if (isImportError(err)) parentPort!.postMessage({ id: job.id, ok: false, problem: err.problem });
    else parentPort!.postMessage({ id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort?.postMessage({ ready: true });
