import { useState } from 'react';
import { AddOneByOne } from '../../components/AddOneByOne';

/** Skills, added one at a time with Enter or the Add Skill button. */
export function SkillsFieldset({
  skills,
  onChange,
}: {
  skills: string[];
  onChange: (skills: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  return (
    <fieldset>
      <legend>Skills</legend>
      <AddOneByOne
        label="Skill (press Enter to add)"
        items={skills}
        draft={draft}
        onChange={(next, nextDraft) => {
          onChange(next);
          setDraft(nextDraft);
        }}
        addText="Add Skill"
        removeLabel={(s) => `Remove skill ${s}`}
        removeText="×"
        listClassName="chips"
      />
    </fieldset>
  );
}
