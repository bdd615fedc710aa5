/**
 * A small "?" icon and the note it reveals, rendered as siblings so the note can sit below the heading.
 * The group decides which single note is open.
 */
import { useId } from 'react';
import type { HelpNoteText } from '../tutorials/types';
import { useHelpNoteGroup } from './HelpNoteGroup';

export function HelpNote({ note }: { note: HelpNoteText }) {
  const id = useId();
  const { openId, toggle } = useHelpNoteGroup();
  const open = openId === id;
  return (
    <>
      <button
        type="button"
        className="help-note__icon"
        aria-label={note.label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => toggle(id)}
      >
        ?
      </button>
      <div id={id} role="note" className="help-note__text" hidden={!open}>
        <strong>{note.label}</strong> {note.text}
      </div>
    </>
  );
}
