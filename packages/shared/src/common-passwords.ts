/**
 * Passwords of 8+ characters that lead every leaked-password list; refused at sign-up and reset.
 * A short list on purpose: it catches the guesses an attacker tries first without shipping megabytes.
 */
export const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', 'password', 'password1', 'password12', 'password123',
  'password@123', 'passw0rd', 'qwertyuiop', 'qwerty123', 'qwerty12345', '1q2w3e4r', '1q2w3e4r5t', '11111111',
  '00000000', '88888888', '87654321', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball',
  'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'abcdefgh', 'admin123', 'administrator', 'letmein1',
  'trustno1', 'superman', 'starwars', 'computer', 'internet', 'whatever', 'michael1', 'jennifer', 'charlie1',
  'aa123456', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'zxcvbnmm', 'qazwsxedc', '1qaz2wsx', 'india123', 'india@123',
  'hyderabad', 'hyderabad123', 'bharat123', 'mohalla123', 'changeme', 'samsung1', 'googledummy', 'computer1',
  '123123123', '987654321', '147258369', '123qweasd', 'q1w2e3r4', 'q1w2e3r4t5', 'pass1234', 'test1234',
  'testtest', 'monkey123', 'dragon12', 'master12', 'secret123', 'football1', 'chocolate', 'butterfly',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
