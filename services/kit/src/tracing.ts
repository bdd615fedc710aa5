import { createRequire } from 'node:module';
import { context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';

export interface Tracing {
  /** Flushes spans still buffered and stops the SDK (on shutdown). */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Where spans go instead of OTLP (the tests' in-memory exporter). */
  exporter?: NodeSDKConfiguration['traceExporter'];
}

const require = createRequire(import.meta.url);
/** The process's SDK once started, so the shutdown path can flush it. */
let started: Tracing | undefined;

/** Flushes and stops tracing if this process started it; a no-op otherwise. */
export async function shutdownTracing(): Promise<void> {
  await started?.shutdown();
  started = undefined;
}

/**
 * OpenTelemetry tracing, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set: then the SDK exports over
 * OTLP/HTTP (the standard `OTEL_*` variables apply) and instruments HTTP, Express, ioredis and pg.
 * Call it first in a process's entry, before anything imports those modules: the instrumentations patch
 * modules as they load. Synchronous on purpose (the SDK is required, not imported) so that the entry's
 * later imports are patched; without the variable nothing is loaded at all.
 */
export function startTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
  options: TracingOptions = {},
): Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } =
    require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: options.exporter ?? new OTLPTraceExporter(),
    // Traces only: metrics are Prometheus (metrics.ts) and logs are pino's JSON lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // Probes and scrapes every few seconds would be most of the traces.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? ''),
      }),
      new ExpressInstrumentation(),
      new IORedisInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  started = { shutdown: () => sdk.shutdown() };
  return started;
}

/** The job-data field carrying the W3C trace context (`traceparent`, `tracestate`) from producer to worker. */
export type TraceCarrier = Record<string, string>;

const tracer = () => trace.getTracer('resume-builder/jobs');

/**
 * Runs `add` in a producer span for the job and hands it the current trace context to store in the job's
 * data, so the worker's span joins the request's trace. Without tracing the API is a no-op and the carrier
 * is empty.
 */
export function traceJobAdd<T>(
  queue: string,
  name: string,
  add: (carrier: TraceCarrier) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(
    `${queue} publish`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { 'messaging.system': 'bullmq', 'messaging.operation.name': name },
    },
    (span) => {
      const carrier: TraceCarrier = {};
      propagation.inject(context.active(), carrier);
      return endSpan(span, add(carrier));
    },
  );
}

/** Runs a worker's processing of a job in a consumer span whose parent is the producer's (from the job data). */
export function traceJobProcess<T>(
  queue: string,
  name: string,
  carrier: TraceCarrier | undefined,
  process: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(context.active(), carrier ?? {});
  return tracer().startActiveSpan(
    `${queue} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'bullmq', 'messaging.operation.name': name },
    },
    parent,
    (span) => endSpan(span, process()),
  );
}

async function endSpan<T>(span: Span, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    // The error's class only: messages can quote user content.
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
    throw error;
  } finally {
    span.end();
  }
}
