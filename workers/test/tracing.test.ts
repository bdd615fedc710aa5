import { randomUUID } from 'node:crypto';
import { context, type ProxyTracerProvider, SpanKind, trace } from '@opentelemetry/api';
import { tracing as sdkTracing } from '@opentelemetry/sdk-node';
import {
  createKeyring,
  createLogger,
  createRedis,
  JobClient,
  loadConfig,
  shutdownTracing,
  startTracing,
} from '@rb/kit';
import { testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import type { Processors } from '../src/processor';
import { createQueueWorker } from '../src/queueWorker';

const keyring = createKeyring(loadConfig({}));
const prefix = testQueuePrefix();
const report = {
  atsScore: 50,
  keywordMatch: 10,
  softSkillsMatch: 5,
  industryTermsMatch: 5,
  formattingErrors: [],
  matchedKeywords: [],
  missingKeywords: [],
};
const processors: Processors = { 'resume.score': async () => report };

let close: (() => Promise<void>) | undefined;
afterAll(async () => {
  await close?.();
  await shutdownTracing();
});

describe('OpenTelemetry tracing', () => {
  // Runs first: once the SDK has started it is the process's global provider.
  it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(startTracing('workers-test', {})).toBeUndefined();
    const span = trace.getTracer('probe').startSpan('probe');
    // The API's no-op span: no provider was registered.
    expect(span.spanContext().traceId).toBe('00000000000000000000000000000000');
    span.end();
  });

  it('puts the producer and the worker of a job in the trace of the request that queued it', async () => {
    const exporter = new sdkTracing.InMemorySpanExporter();
    const started = startTracing(
      'workers-test',
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' },
      { exporter },
    );
    expect(started).toBeDefined();

    const connection = createRedis(testRedisUrl());
    const worker = createQueueWorker({
      queue: 'score',
      processors,
      keyring,
      connection,
      prefix,
      concurrency: 1,
      lockDurationMs: 5000,
      stalledIntervalMs: 5000,
      progressAfterMs: 100,
      logger: createLogger('test', 'silent'),
    });
    const jobs = new JobClient({ redisUrl: testRedisUrl(), prefix, keyring, waitMs: 10_000 });
    close = async () => {
      await worker.close();
      await jobs.close();
      await connection.quit();
    };
    await jobs.ready();

    // The request's span, as the HTTP instrumentation opens it in the service.
    const request = trace.getTracer('test').startSpan('POST /api/ats/score-resume');
    const requestContext = trace.setSpan(context.active(), request);
    const job = await context.with(requestContext, () =>
      jobs.add(
        'resume.score',
        { htmlResume: '<p>Jane</p>', jobDescription: 'Engineer' },
        { ownerId: 'owner-1', requestId: 'req-1', jobId: randomUUID() },
      ),
    );
    const result = await jobs.wait('resume.score', job);
    request.end();
    expect(result.atsScore).toBe(50);

    const provider = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate() as unknown as {
      forceFlush(): Promise<void>;
    };
    await provider.forceFlush();
    const spans = exporter.getFinishedSpans();
    const producer = spans.find((s) => s.kind === SpanKind.PRODUCER);
    const consumer = spans.find((s) => s.kind === SpanKind.CONSUMER);
    expect(producer?.name).toBe('score publish');
    expect(consumer?.name).toBe('score process');
    const traceId = request.spanContext().traceId;
    expect(producer?.spanContext().traceId).toBe(traceId);
    expect(consumer?.spanContext().traceId).toBe(traceId);
    expect(producer?.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(consumer?.parentSpanContext?.spanId).toBe(producer?.spanContext().spanId);
  }, 30_000);
});
