import { describe, expect, test } from 'vitest';
import { authMessages } from './messages.ts';
import {
  registerSchema,
  registerStep1Schema,
  registerStep2Schema,
  registrationMessages,
} from './registration.schemas.ts';

const base = {
  username: 'ion_popescu',
  email: 'Ion@Example.RO',
  password: 'parola-buna',
  phone: '0722 123 456',
  favTeam: 'abcdefghijklmnopqrstuvwx',
  recaptchaToken: 'token',
};

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe('registration rules', () => {
  test('a valid registration: e-mail lower-cased, phone in E.164, socials empty', () => {
    expect(registerSchema.parse(base)).toEqual({
      ...base,
      email: 'ion@example.ro',
      phone: '+40722123456',
      youtubeAccount: '',
      instagramAccount: '',
    });
  });

  test.each([
    ['empty username', { username: '' }, authMessages.requiredFields],
    ['username with a space', { username: 'ion popescu' }, authMessages.usernameChars],
    ['username with a look-alike Cyrillic letter', { username: 'іon' }, authMessages.usernameChars],
    ['username with diacritics', { username: 'ștefan' }, authMessages.usernameChars],
    ['username with SQL', { username: "x'; drop table users;--" }, authMessages.usernameChars],
    ['username too short', { username: 'io' }, registrationMessages.usernameLength],
    ['username too long', { username: 'a'.repeat(31) }, registrationMessages.usernameLength],
    ['e-mail without @', { email: 'ion.example.ro' }, authMessages.invalidEmail],
    ['short password', { password: 'scurta' }, authMessages.passwordLength],
    ['invalid phone', { phone: '12345' }, registrationMessages.invalidPhone],
    ['javascript: link', { youtubeAccount: 'javascript:alert(1)' }, registrationMessages.invalidUrl],
    [
      'a link too long',
      { instagramAccount: `https://instagram.com/${'a'.repeat(200)}` },
      registrationMessages.invalidUrl,
    ],
    ['no captcha', { recaptchaToken: '' }, authMessages.robotRequired],
    ['username as a number', { username: 42 }, authMessages.requiredFields],
  ])('%s is refused with its message', (_, change, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...base, ...change }))).toBe(message);
  });

  test('role, points or verification in the body are refused', () => {
    for (const extra of [{ role: 4 }, { points: 1000 }, { phoneVerified: true }, { confirmed: true }]) {
      expect(registerSchema.safeParse({ ...base, ...extra }).success).toBe(false);
    }
  });

  test('the wizard steps use the same rules and messages', () => {
    expect(firstMessage(registerStep1Schema.safeParse({ username: '', email: '' }))).toBe(authMessages.requiredFields);
    expect(
      firstMessage(
        registerStep2Schema.safeParse({
          phone: '+40722123456',
          password: 'parola-buna',
          confirmPassword: 'alta-parola',
        }),
      ),
    ).toBe(authMessages.passwordsMismatch);
  });
});
