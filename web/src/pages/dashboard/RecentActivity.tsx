import type { ActivityEntry } from '../../lib/activity';

const SHOWN = 10;
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The activity list; each entry scrolls to and highlights its resume's card. */
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
          {entries.slice(0, SHOWN).map((entry) => (
            <li key={entry.key}>
              <button type="button" onClick={() => onPick(entry.resumeId)}>
                {entry.action} resume “{entry.name}”
              </button>{' '}
              <time className="muted" dateTime={entry.at}>
                {when(entry.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
