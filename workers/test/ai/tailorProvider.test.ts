import { type ResumeData, resumeDataSchema } from '@rb/contracts';
import { tailorToJob } from '@rb/intelligence';
import { type ChatServer, startChatServer } from '@rb/kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createAiEngine } from '../../src/ai/createAiEngine';

const resume: ResumeData = resumeDataSchema.parse({
  name: 'Sam Rivera',
  summary: 'Backend engineer.',
  experience: [
    {
      company: 'Acme',
      role: 'Engineer',
      start_date: '2019',
      end_date: 'Present',
      responsibilities: ['Mentored two interns', 'Built REST services in Go on Kubernetes'],
    },
  ],
  skills: ['Communication', 'Go'],
});
const posting = 'Platform engineer. Required: Go, Kubernetes and Terraform. Nice to have: Rust.';
const quiet = async () => {};

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Tailoring through the remote provider: its summary is taken only when it names what the resume shows. */
describe('tailorToJob through a provider', () => {
  it("provider: takes the model's summary when it names only what the resume shows", async () => {
    const summary = 'Backend engineer building Go services on Kubernetes.';
    server = await startChatServer([{ kind: 'content', content: JSON.stringify({ summary }) }]);
    const engine = createAiEngine({ baseURL: server.baseURL, apiKey: 'k', model: 'm' });
    const result = await tailorToJob(engine, resume, posting, quiet);
    expect(result.engine).toBe('openai');
    expect(result.resume.summary).toBe(summary);
  });

  it('provider: refuses a summary that invents a posting keyword and writes the offline one instead', async () => {
    server = await startChatServer([
      {
        kind: 'content',
        content: JSON.stringify({ summary: 'Go and Terraform expert with Rust experience.' }),
      },
    ]);
    const engine = createAiEngine({ baseURL: server.baseURL, apiKey: 'k', model: 'm' });
    const result = await tailorToJob(engine, resume, posting, quiet);
    expect(result.resume.summary).not.toMatch(/terraform|rust/i);
    expect(result.resume.summary).toMatch(/^Backend engineer\. Hands-on experience with .*Kubernetes.*\.$/);
  });
});
