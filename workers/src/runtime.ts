/** Starting workers in-process: for tests, benchmarks and tools that run the pipeline without main.ts. */
export { loadWorkerConfig, type WorkerConfig, workerConfigShape } from './config';
export { type RunningWorkers, startWorkers } from './startWorkers';
