import type { Award, Course, Language, Publication } from '@rb/contracts';
import { type DraftField, EntryListFieldset } from './EntryListFieldset';
import {
  awardIsAddable,
  courseIsAddable,
  type FormState,
  languageIsAddable,
  publicationIsAddable,
} from './formState';

const languageFields: DraftField<Language>[] = [
  { key: 'name', label: 'Language' },
  { key: 'level', label: 'Proficiency', placeholder: 'Native, C1, Professional…' },
];
const awardFields: DraftField<Award>[] = [
  { key: 'name', label: 'Award' },
  { key: 'issuer', label: 'Awarded By' },
  { key: 'year', label: 'Award Year', placeholder: 'YYYY' },
];
const courseFields: DraftField<Course>[] = [
  { key: 'name', label: 'Course' },
  { key: 'issuer', label: 'Course Provider' },
  { key: 'year', label: 'Course Year', placeholder: 'YYYY' },
];
const publicationFields: DraftField<Publication>[] = [
  { key: 'title', label: 'Publication Title' },
  { key: 'publisher', label: 'Publisher' },
  { key: 'year', label: 'Publication Year', placeholder: 'YYYY' },
  { key: 'link', label: 'Publication Link' },
];

const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');

/** The optional sections after the SPEC's own: languages, awards, courses and publications. */
export function MoreSections({ form, set }: { form: FormState; set: (patch: Partial<FormState>) => void }) {
  return (
    <>
      <EntryListFieldset
        legend="Languages"
        items={form.languages}
        onChange={(languages) => set({ languages })}
        empty={{ name: '', level: '' }}
        fields={languageFields}
        isAddable={languageIsAddable}
        describe={(l) => joined(l.name, l.level)}
        removeLabel={(l) => `Remove language ${l.name}`}
        addText="Add Language"
      />
      <EntryListFieldset
        legend="Awards"
        items={form.awards}
        onChange={(awards) => set({ awards })}
        empty={{ name: '', issuer: '', year: '', description: '' }}
        fields={awardFields}
        isAddable={awardIsAddable}
        describe={(a) => joined(a.name, a.issuer, a.year)}
        removeLabel={(a) => `Remove award ${a.name}`}
        addText="Add Award"
      />
      <EntryListFieldset
        legend="Courses"
        items={form.courses}
        onChange={(courses) => set({ courses })}
        empty={{ name: '', issuer: '', year: '' }}
        fields={courseFields}
        isAddable={courseIsAddable}
        describe={(c) => joined(c.name, c.issuer, c.year)}
        removeLabel={(c) => `Remove course ${c.name}`}
        addText="Add Course"
      />
      <EntryListFieldset
        legend="Publications"
        items={form.publications}
        onChange={(publications) => set({ publications })}
        empty={{ title: '', publisher: '', year: '', link: '' }}
        fields={publicationFields}
        isAddable={publicationIsAddable}
        describe={(p) => joined(p.title, p.publisher, p.year)}
        removeLabel={(p) => `Remove publication ${p.title}`}
        addText="Add Publication"
      />
    </>
  );
}
