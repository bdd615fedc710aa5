/** The activity list; each entry scrolls to and highlights its resume's card. */
export function RecentActivity({ entries, onPick }: { entries: string[]; onPick: (entry: string) => void }) {
  return (
    <section className="card activity-list" aria-labelledby="recent-activity">
      <h2 id="recent-activity">Recent Activity</h2>
      {entries.length === 0 ? (
        <p className="muted">No activity yet.</p>
      ) : (
        <ul>
          {entries.slice(0, 10).map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same text can repeat; position is the identity
            <li key={i}>
              <button type="button" onClick={() => onPick(entry)}>
                {entry}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
