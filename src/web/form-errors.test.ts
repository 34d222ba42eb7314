import { describe, expect, test } from 'vitest';
import { commonMessages } from '../domain/messages.ts';
import { ApiError } from './api.ts';
import { fieldsOf, formErrorTexts, formFailure } from './form-errors.ts';

const catalogue = 'Eroare la actualizarea utilizatorului';
const userFields = (path: string) =>
  (({ username: 'username', email: 'email', phone: 'phoneNational' }) as Record<string, string>)[path];
const validation = (errors: { path: unknown[]; message: string }[], message = `${errors.length} errors occurred`) =>
  new ApiError(400, 'ValidationError', message, { errors, source: 'body' });

describe('formFailure: one format for every form', () => {
  test.each([
    [
      'two field errors of the server: each under its field, one summary line',
      validation([
        { path: ['username'], message: 'Username-ul este deja folosit' },
        { path: ['email'], message: 'Există deja un cont cu această adresă de email.' },
      ]),
      userFields,
      {
        summary: `${catalogue}: ${formErrorTexts.checkFields}`,
        fields: { username: 'Username-ul este deja folosit', email: 'Există deja un cont cu această adresă de email.' },
      },
    ],
    [
      'paths under data, renamed by the form (phone → phoneNational)',
      validation([{ path: ['data', 'phone'], message: 'Telefon invalid.' }], 'Telefon invalid.'),
      userFields,
      { summary: `${catalogue}: ${formErrorTexts.checkFields}`, fields: { phoneNational: 'Telefon invalid.' } },
    ],
    [
      'a path the form does not show goes into the summary, a sentence',
      validation([
        { path: ['email'], message: 'Email invalid.' },
        { path: ['role'], message: 'Rolul este predictor sau administrator' },
      ]),
      userFields,
      { summary: `${catalogue}: Rolul este predictor sau administrator.`, fields: { email: 'Email invalid.' } },
    ],
    [
      'a refusal without paths: its message in the summary',
      new ApiError(400, 'ValidationError', 'Nu îți poți retrage propriul rol de administrator.'),
      userFields,
      { summary: `${catalogue}: Nu îți poți retrage propriul rol de administrator.`, fields: {} },
    ],
    [
      'the first message of a field wins; a repeated loose message shows once',
      validation([
        { path: ['username'], message: 'Primul.' },
        { path: ['username'], message: 'Al doilea.' },
        { path: [], message: 'La fel.' },
        { path: ['x'], message: 'La fel.' },
      ]),
      userFields,
      { summary: `${catalogue}: La fel.`, fields: { username: 'Primul.' } },
    ],
    [
      'a 5xx, a network failure or the generic message: the catalogue alone',
      new ApiError(500, 'InternalServerError', 'Internal Server Error'),
      userFields,
      { summary: catalogue, fields: {} },
    ],
    [
      'a network failure',
      new ApiError(0, 'NetworkError', commonMessages.genericError),
      userFields,
      { summary: catalogue, fields: {} },
    ],
    ['not an ApiError', new TypeError('x'), userFields, { summary: catalogue, fields: {} }],
    [
      'the server repeating the catalogue does not repeat it',
      new ApiError(400, 'ApplicationError', catalogue),
      userFields,
      { summary: catalogue, fields: {} },
    ],
  ])('%s', (_, error, fieldOf, expected) => {
    expect(formFailure(error, catalogue, fieldOf)).toEqual(expected);
  });

  test('a catalogue ending in a dot is not doubled', () => {
    const error = new ApiError(403, 'ForbiddenError', 'Forbidden');
    expect(formFailure(error, 'Eroare la aprobarea anunțului.').summary).toBe(
      'Eroare la aprobarea anunțului: Forbidden.',
    );
  });

  test('fieldsOf: the listed fields, with renames; others are not fields', () => {
    const fieldOf = fieldsOf(['username', 'phoneNational', 'predictions.0.odd'], { phone: 'phoneNational' });
    expect(['username', 'phone', 'predictions.0.odd', 'role'].map(fieldOf)).toEqual([
      'username',
      'phoneNational',
      'predictions.0.odd',
      undefined,
    ]);
  });

  test('without a field map every message goes into the summary', () => {
    const error = validation([
      { path: ['name'], message: 'Numele este obligatoriu.' },
      { path: ['slug'], message: 'Slug invalid' },
    ]);
    expect(formFailure(error, catalogue)).toEqual({
      summary: `${catalogue}: Numele este obligatoriu. Slug invalid.`,
      fields: {},
    });
  });
});
