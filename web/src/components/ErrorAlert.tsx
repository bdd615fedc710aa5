import { EMAIL_NOT_VERIFIED_MESSAGE } from '@rb/contracts';
import { ResendVerification } from './ResendVerification';

/**
 * The page's current error, announced to screen readers; nothing when there is none. `detail` is a
 * specific reason shown beneath the SPEC's general message. An AI use refused for an unverified
 * address comes with the way out: a button that mails a new verification link.
 */
export function ErrorAlert({ message, detail }: { message: string; detail?: string | null }) {
  if (!message) return null;
  return (
    <>
      <p className="error" role="alert">
        {message}
        {detail && (
          <>
            <br />
            <span className="error-detail">{detail}</span>
          </>
        )}
      </p>
      {message === EMAIL_NOT_VERIFIED_MESSAGE && <ResendVerification />}
    </>
  );
}
