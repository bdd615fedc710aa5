import { AddOneByOne } from '../../components/AddOneByOne';

/** Skills, added one at a time with Enter or the Add Skill button; the one being typed counts on save. */
export function SkillsFieldset({
  skills,
  draft,
  onChange,
}: {
  skills: string[];
  draft: string;
  onChange: (skills: string[], draft: string) => void;
}) {
  return (
    <fieldset>
      <legend>Skills</legend>
      <AddOneByOne
        label="Skill (press Enter to add)"
        items={skills}
        draft={draft}
        onChange={onChange}
        addText="Add Skill"
        removeLabel={(s) => `Remove skill ${s}`}
        removeText="×"
        listClassName="chips"
      />
    </fieldset>
  );
}
