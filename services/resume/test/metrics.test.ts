import { type ChatServer, labelSets, sampleValue, scrapeMetrics, startChatServer } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './stack';

let provider: ChatServer;
let stack: Stack;

// The resume service and a real worker process (ai and render queues) on a provider that answers once.
beforeAll(async () => {
  provider = await startChatServer([
    { kind: 'content', content: JSON.stringify({ markdown: '# Jane Doe\n\n## Summary\n\nBuilds things.' }) },
  ]);
  stack = await startStack({
    workerQueues: 'ai,render',
    extraEnv: { AI_BASE_URL: provider.baseURL, AI_API_KEY: 'test', AI_CALL_BUDGET: '1' },
  });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await provider?.close();
});

describe('Prometheus metrics after a job', () => {
  it('the service and the worker process expose their metrics as Prometheus text', async () => {
    const user = await stack.createUser('metrics');
    const res = await fetch(`${stack.url}/api/openai/expand-editor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.headers },
      body: JSON.stringify({ rawText: 'Jane Doe. Builds things.' }),
    });
    expect(res.status).toBe(200);

    const service = await scrapeMetrics(`${stack.url}/metrics`);
    // Labelled by the endpoint object's path and status, never the raw URL.
    expect(labelSets(service, 'http_request_duration_seconds')).toContainEqual({
      service: 'resume',
      method: 'POST',
      route: '/api/openai/expand-editor',
      status: '200',
    });
    expect(service.has('process_cpu_user_seconds_total')).toBe(true);
    expect(service.has('nodejs_eventloop_lag_seconds')).toBe(true);

    const workers = await scrapeMetrics(`http://127.0.0.1:${stack.workers?.port}/metrics`);
    expect(labelSets(workers, 'rb_job_duration_seconds')).toContainEqual({
      queue: 'ai',
      job: 'editorText.expand',
      outcome: 'completed',
    });
    expect(labelSets(workers, 'rb_queue_jobs')).toContainEqual({ queue: 'ai', state: 'waiting' });
    expect(labelSets(workers, 'rb_queue_jobs')).toContainEqual({ queue: 'render', state: 'failed' });
    expect(labelSets(workers, 'rb_ai_request_duration_seconds')).toContainEqual({
      engine: 'openai',
      outcome: 'ok',
    });
    expect(sampleValue(workers, 'rb_ai_tokens_total', { engine: 'openai', kind: 'prompt' })).toBe(10);
    expect(workers.has('rb_job_failures_total')).toBe(true);
    expect(workers.has('rb_ai_errors_total')).toBe(true);
    // The render pool warmed one page at start (RENDER_PAGES=1) and has not lost Chromium.
    expect(labelSets(workers, 'rb_render_pages')).toEqual(
      expect.arrayContaining([{ state: 'idle' }, { state: 'busy' }]),
    );
    expect(sampleValue(workers, 'rb_chromium_restarts_total')).toBe(0);
    expect(workers.has('process_resident_memory_bytes')).toBe(true);
  }, 60_000);
});
