import type { ActivityEntry } from '../../lib/activity';

const SHOWN = 10;
/** The trailing "[<id>]" of a rebuilt entry: part of the text (it tells same-named resumes apart), set quietly. */
const ID_PART = /^(.*)( \[[^\]]+\])$/;

function EntryText({ text }: { text: string }) {
  const [, words, id] = ID_PART.exec(text) ?? [];
  if (words === undefined || id === undefined) return <>{text}</>;
  return (
    <>
      {words}
      <span className="muted">{id}</span>
    </>
  );
}

/** The activity list of SPEC §3; each entry scrolls to and highlights its resume's card. */
export function RecentActivity({
  entries,
  onPick,
}: {
  entries: ActivityEntry[];
  onPick: (resumeId: string) => void;
}) {
  return (
    <section className="card activity-list" aria-labelledby="recent-activity">
      <h2 id="recent-activity">Recent Activity</h2>
      {entries.length === 0 ? (
        <p className="muted">No activity yet.</p>
      ) : (
        <ul>
          {entries.slice(0, SHOWN).map(({ key, text, resumeId }) => (
            <li key={key}>
              {resumeId ? (
                <button type="button" onClick={() => onPick(resumeId)}>
                  <EntryText text={text} />
                </button>
              ) : (
                <EntryText text={text} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
