import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake provider does with one request. */
export type Reply =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; retryAfterMs?: number; message?: string }
  | { kind: 'hang'; ms: number };

export interface ChatServer {
  baseURL: string;
  /** Request bodies received, in order. */
  requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions), answering
 * each request with the next scripted reply. The only fake the tests use: the real SDK talks to it.
 * With `models` it also answers Ollama's `GET /api/tags` with them, as a local Ollama would.
 */
export async function startChatServer(replies: Reply[], models?: string[]): Promise<ChatServer> {
  const requests: Array<Record<string, unknown>> = [];
  const queue = [...replies];
  const server = http.createServer((req, res) => {
    if (models && req.method === 'GET' && req.url === '/api/tags') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ models: models.map((name) => ({ name, size: 1 })) }));
      return;
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push(JSON.parse(body || '{}'));
      const reply = queue.shift() ?? { kind: 'status', status: 500 };
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
      } else if (reply.kind === 'status') {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (reply.retryAfterMs !== undefined) headers['retry-after-ms'] = String(reply.retryAfterMs);
        res
          .writeHead(reply.status, headers)
          .end(JSON.stringify({ error: { message: reply.message ?? 'scripted failure' } }));
      } else if (reply.kind === 'hang') {
        setTimeout(() => res.destroyed || res.end(), reply.ms).unref();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'test-model',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
