import { growthRatio } from '@rb/kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { parseResumeStructure } from '../src';
import { parseExperience } from '../src/parse/experience';

/** How many times compromise was asked to read a text: most of an import's time goes there. */
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('compromise', async (original) => {
  const real = ((await original()) as { default: (...args: unknown[]) => unknown }).default;
  const counted = new Proxy(real, {
    apply(target, self, args) {
      reads.count += 1;
      return Reflect.apply(target, self, args);
    },
  });
  return { default: counted };
});

const lines = (count: number, line: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => line(i));

describe('import time on long resumes', () => {
  it('reads a bullet wrapped over thousands of lines in time proportional to the lines', () => {
    const runs = new Map(
      [1, 4].map((scale) => [
        scale,
        [
          'Stock Clerk | Harbor Foods | 2015 - 2018',
          '• Counted stock',
          ...lines(2_000 * scale, (i) => `and checked ${i} pallets against the delivery notes`),
        ],
      ]),
    );
    expect(growthRatio((scale) => parseExperience(runs.get(scale) ?? []))).toBeLessThan(8);
  });

  it('has compromise read each job line about once', () => {
    const jobs = lines(200, (i) => `Warehouse Associate | Riverside ${i} Logistics | 2015 - 2018`);
    const text = ['Dana Whitfield', 'dana@example.com', 'Experience', ...jobs, 'Skills', 'Excel, SAP'].join(
      '\n',
    );
    reads.count = 0;
    const resume = parseResumeStructure(text);
    expect(resume?.experience[0]).toMatchObject({
      company: 'Riverside 0 Logistics',
      role: 'Warehouse Associate',
    });
    expect(reads.count / jobs.length).toBeLessThan(1.5);
  });
});
