/** The page's current error, announced to screen readers; nothing when there is none. */
export function ErrorAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="error" role="alert">
      {message}
    </p>
  );
}
