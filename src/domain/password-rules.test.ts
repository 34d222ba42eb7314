import { describe, expect, test } from 'vitest';
import { authMessages } from './messages.ts';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './password.schemas.ts';
import { emailMessage, newPasswordMessages } from './password-rules.ts';
import { registrationMessages } from './registration-rules.ts';

// The password pages check with password-rules.ts (no Zod); the server with password.schemas.ts. They must agree.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('a new password, as the pages and the server judge it', () => {
  test.each([
    ['', '', authMessages.requiredFields],
    ['scurta1', 'scurta1', authMessages.passwordLength],
    ['a'.repeat(8), 'a'.repeat(8), undefined],
    ['a'.repeat(200), 'a'.repeat(200), undefined],
    ['a'.repeat(201), 'a'.repeat(201), registrationMessages.passwordTooLong],
    ['parola-buna-1', 'parola-buna-2', authMessages.passwordsMismatch],
    ['parola-buna-1', '', authMessages.requiredFields],
  ])('%j / %j → %s', (password, passwordConfirmation, expected) => {
    const page = newPasswordMessages({ password, passwordConfirmation });
    expect(page.password ?? page.passwordConfirmation).toBe(expected);
    const reset = resetPasswordSchema.safeParse({ code: 'un-cod', password, passwordConfirmation });
    const change = changePasswordSchema.safeParse({ currentPassword: 'veche', password, passwordConfirmation });
    expect(firstMessage(reset)).toBe(expected);
    expect(firstMessage(change)).toBe(expected);
  });
});

describe('an e-mail address, as the forgot-password page and the server judge it', () => {
  test.each([
    ['', authMessages.requiredFields],
    ['   ', authMessages.requiredFields],
    ['ana@exemplu.ro', undefined],
    ['  Ana@Exemplu.RO ', undefined],
    ['ana', authMessages.invalidEmail],
    ['ana@exemplu', authMessages.invalidEmail],
    [`${'a'.repeat(250)}@x.ro`, authMessages.invalidEmail],
  ])('%j → %s', (email, expected) => {
    expect(emailMessage(email)).toBe(expected);
    expect(firstMessage(forgotPasswordSchema.safeParse({ email }))).toBe(expected);
  });
});
