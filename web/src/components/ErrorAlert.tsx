/**
 * The page's current error, announced to screen readers; nothing when there is none. `detail` is a
 * specific reason shown beneath the SPEC's general message.
 */
export function ErrorAlert({ message, detail }: { message: string; detail?: string | null }) {
  if (!message) return null;
  return (
    <p className="error" role="alert">
      {message}
      {detail && (
        <>
          <br />
          <span className="error-detail">{detail}</span>
        </>
      )}
    </p>
  );
}
