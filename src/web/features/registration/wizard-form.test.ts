import { describe, expect, test } from 'vitest';
import { authMessages } from '../../../domain/messages.ts';
import { registrationMessages } from '../../../domain/registration.schemas.ts';
import { type WizardValues, wizardDefaults } from './wizard-fields.ts';
import { registerBody, stepErrors } from './wizard-form.ts';

const filled: WizardValues = {
  ...wizardDefaults,
  username: 'ana_1',
  email: 'Ana@Example.com',
  phoneNational: '0722 123 456',
  password: 'parola-buna',
  confirmPassword: 'parola-buna',
  favTeam: 'abcdefghijklmnopqrstuvwx',
  recaptchaToken: 'eyJ0b2tlbiI6MX0=',
  terms: true,
};

describe('stepErrors', () => {
  test('empty steps ask for every field', () => {
    expect(stepErrors(0, wizardDefaults)).toEqual({
      username: authMessages.requiredFields,
      email: authMessages.requiredFields,
    });
    expect(stepErrors(1, wizardDefaults)).toMatchObject({
      phoneNational: authMessages.requiredFields,
      password: authMessages.requiredFields,
      confirmPassword: authMessages.requiredFields,
    });
    expect(stepErrors(2, wizardDefaults)).toEqual({
      favTeam: authMessages.favTeamRequired,
      recaptchaToken: authMessages.robotRequired,
      terms: authMessages.termsRequired,
    });
  });

  test('each rule has its message', () => {
    expect(stepErrors(0, { ...filled, email: 'ana' }).email).toBe(authMessages.invalidEmail);
    expect(stepErrors(1, { ...filled, password: 'scurt', confirmPassword: 'scurt' }).password).toBe(
      authMessages.passwordLength,
    );
    expect(stepErrors(1, { ...filled, confirmPassword: 'alta-parola' }).confirmPassword).toBe(
      authMessages.passwordsMismatch,
    );
    expect(stepErrors(1, { ...filled, phoneNational: '0722' }).phoneNational).toBe(registrationMessages.invalidPhone);
    expect(stepErrors(2, { ...filled, youtubeAccount: 'youtube' }).youtubeAccount).toBe(
      registrationMessages.invalidUrl,
    );
  });

  test('a filled wizard passes every step', () => {
    expect([stepErrors(0, filled), stepErrors(1, filled), stepErrors(2, filled)]).toEqual([{}, {}, {}]);
  });
});

describe('registerBody', () => {
  test('sends the phone in E.164 and the e-mail lower-cased', () => {
    expect(registerBody(filled)).toEqual({
      body: {
        username: 'ana_1',
        email: 'ana@example.com',
        password: 'parola-buna',
        phone: '+40722123456',
        favTeam: 'abcdefghijklmnopqrstuvwx',
        youtubeAccount: '',
        instagramAccount: '',
        recaptchaToken: 'eyJ0b2tlbiI6MX0=',
      },
    });
  });

  test('checks the password length again', () => {
    expect(registerBody({ ...filled, password: 'scurt' })).toEqual({
      error: authMessages.passwordLength,
      field: 'password',
    });
  });
});
