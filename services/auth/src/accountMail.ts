import { ACCOUNT_TOKEN_SECONDS, type AccountTokenPurpose } from './accountTokens';
import type { OutgoingMail } from './mailer';

/**
 * The token rides in the link's fragment: browsers never send a fragment to a server, so the token is
 * not in any access log or Referer on the way to the page that spends it.
 */
const link = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}/${page}#token=${encodeURIComponent(token)}`;

const minutes = (purpose: AccountTokenPurpose) => Math.round(ACCOUNT_TOKEN_SECONDS[purpose] / 60);

export function verificationMail(publicUrl: string, to: string, token: string): OutgoingMail {
  return {
    to,
    subject: 'Verify your Resume Builder e-mail address',
    text: [
      'Welcome to Resume Builder. Please confirm that this address is yours:',
      link(publicUrl, 'verify-email', token),
      '',
      `The link works once, for ${Math.round(minutes('email-verify') / 60)} hours. Your account works already;`,
      'its daily AI enhancements start once the address is verified.',
      '',
      'If you did not create an account, ignore this message.',
    ].join('\n'),
  };
}

export function passwordResetMail(publicUrl: string, to: string, token: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Resume Builder password',
    text: [
      'Someone, hopefully you, asked to reset the password of your Resume Builder account.',
      '',
      `Choose a new password here (the link works once, for ${minutes('password-reset')} minutes):`,
      link(publicUrl, 'reset-password', token),
      '',
      'Resetting signs you out everywhere. If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
