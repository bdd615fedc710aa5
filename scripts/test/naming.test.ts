import { jobs } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { loadServiceMigrations } from '../serviceMigrations';

/** The naming scheme the README's Layout section states, checked so a new name cannot drift from it. */
describe('naming scheme', () => {
  it('job names are entity.verb', () => {
    expect(Object.keys(jobs).filter((name) => !/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/.test(name))).toEqual([]);
  });

  it('migration ids are a UTC timestamp and a snake_case name', async () => {
    // These ran before the scheme was settled; renaming an executed migration would make kysely run it again.
    const grandfathered = ['001_resumes', '002_ai_usage_charges'];
    const ids = (await loadServiceMigrations()).flatMap((set) => Object.keys(set.migrations));
    expect(ids.filter((id) => !grandfathered.includes(id) && !/^\d{14}_[a-z0-9_]+$/.test(id))).toEqual([]);
  });
});
