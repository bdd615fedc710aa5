import { type Kysely, sql } from 'kysely';

/**
 * Every save of a resume becomes a numbered version saying what made it; the resumes row keeps the
 * current content (the highest number) so lists read one row per resume. Rows the old enhancement
 * kept (the content before each enhancement) are numbered by age; each resume's current content is
 * copied in as its newest version, still sealed with the key it had, so nothing is decrypted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('resume_versions')
    .addColumn('number', 'integer')
    .addColumn('source', 'text', (c) =>
      c.check(sql`source in ('form', 'upload', 'enhance', 'tailor', 'import', 'restore')`),
    )
    .execute();
  await sql`
    update resume_versions v set number = ranked.n, source = case when ranked.n = 1 then 'form' else 'enhance' end
    from (select id, row_number() over (partition by resume_id order by created_at, id) as n from resume_versions) ranked
    where v.id = ranked.id`.execute(db);
  // Before this migration only enhancement kept versions, so a resume with any is currently enhanced.
  await sql`
    insert into resume_versions (resume_id, key_id, content, created_at, number, source)
    select r.id, r.key_id, r.content, r.updated_at, coalesce(max(v.number), 0) + 1,
           case when count(v.id) > 0 then 'enhance' else 'form' end
    from resumes r left join resume_versions v on v.resume_id = r.id
    group by r.id`.execute(db);
  await db.schema
    .alterTable('resume_versions')
    .alterColumn('number', (c) => c.setNotNull())
    .alterColumn('source', (c) => c.setNotNull())
    .execute();
  await db.schema.dropIndex('resume_versions_resume_id_idx').execute();
  await db.schema
    .createIndex('resume_versions_resume_number_key')
    .on('resume_versions')
    .columns(['resume_id', 'number'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resume_versions_resume_number_key').execute();
  await db.schema
    .createIndex('resume_versions_resume_id_idx')
    .on('resume_versions')
    .column('resume_id')
    .execute();
  await sql`
    delete from resume_versions v using (
      select resume_id, max(number) as n from resume_versions group by resume_id
    ) newest where v.resume_id = newest.resume_id and v.number = newest.n`.execute(db);
  await db.schema.alterTable('resume_versions').dropColumn('number').dropColumn('source').execute();
}
