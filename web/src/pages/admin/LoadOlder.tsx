/** The admin lists' next-page button: shown while the server gives a `nextBefore` cursor. */
export function LoadOlder({
  nextBefore,
  disabled,
  onLoad,
}: {
  nextBefore: string | null;
  disabled: boolean;
  onLoad: (before: string) => void;
}) {
  if (!nextBefore) return null;
  return (
    <button
      type="button"
      className="secondary"
      style={{ marginTop: '1rem' }}
      disabled={disabled}
      onClick={() => onLoad(nextBefore)}
    >
      Load older entries
    </button>
  );
}
