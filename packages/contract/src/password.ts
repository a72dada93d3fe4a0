/**
 * The one password rule of sign-in and password change (web and server): leading and trailing
 * whitespace is never part of a password. Sign-in trimmed and password change did not, so a new
 * password ending in a space could never be typed in again. Both now go through
 * `normalizePassword`, and the strength rule is checked on the trimmed value. No zod here: the
 * sign-in page uses it without the schemas.
 */
export function normalizePassword(password: string): string {
  return password.trim();
}

/** What a new password needs, after `normalizePassword`. */
export const NEW_PASSWORD_RULE = { minLength: 8, maxLength: 64, letter: /[A-Za-z]/, digit: /\d/ } as const;

export type NewPasswordProblem = 'tooShort' | 'tooLong' | 'needLetter' | 'needDigit';

/** Chinese messages of the problems (the server's answer; the web shows its own translations). */
export const NEW_PASSWORD_PROBLEM_TEXT: Record<NewPasswordProblem, string> = {
  tooShort: `新密码至少${NEW_PASSWORD_RULE.minLength}位`,
  tooLong: `新密码最多${NEW_PASSWORD_RULE.maxLength}位`,
  needLetter: '新密码须包含字母',
  needDigit: '新密码须包含数字',
};

/** The first rule a new password breaks (checked on its normalized form), or null. */
export function newPasswordProblem(password: string): NewPasswordProblem | null {
  const value = normalizePassword(password);
  if (value.length < NEW_PASSWORD_RULE.minLength) return 'tooShort';
  if (value.length > NEW_PASSWORD_RULE.maxLength) return 'tooLong';
  if (!NEW_PASSWORD_RULE.letter.test(value)) return 'needLetter';
  if (!NEW_PASSWORD_RULE.digit.test(value)) return 'needDigit';
  return null;
}
