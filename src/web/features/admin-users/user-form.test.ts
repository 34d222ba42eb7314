import { expect, test } from 'vitest';
import { toUserWrite, userFormDefaults, userFormSchema } from './user-form.ts';

const valid = {
  ...userFormDefaults(null),
  username: 'ana_m',
  email: 'Ana@Example.ro',
  password: 'parola-buna',
  phoneNational: '0722 123 456',
};

test('a new account needs username, e-mail, password and phone', () => {
  const schema = userFormSchema({ creating: true, phoneOptional: false });
  const empty = schema.safeParse(userFormDefaults(null));
  expect(empty.success).toBe(false);
  const paths = [...new Set(empty.error?.issues.map((i) => i.path.join('.')))].sort();
  expect(paths).toEqual(['email', 'password', 'phoneNational', 'username']);
  expect(schema.safeParse({ ...valid, password: 'scurt' }).error?.issues[0]?.message).toBe(
    'Parola trebuie să aibă cel puțin 8 caractere',
  );
  expect(schema.safeParse({ ...valid, email: 'nu-e-email' }).success).toBe(false);
  expect(schema.safeParse({ ...valid, youtubeAccount: 'youtube.com/x' }).success).toBe(false);
});

test('the default role reads as predictor and the phone goes out in E.164', () => {
  const out = userFormSchema({ creating: true, phoneOptional: false }).parse(valid);
  expect(toUserWrite(out, { file: null, removed: false })).toMatchObject({
    email: 'ana@example.ro',
    phone: '+40722123456',
    role: 3,
    favTeam: null,
  });
});

test('an edit may keep the password and an account without a phone', () => {
  const schema = userFormSchema({ creating: false, phoneOptional: true });
  const out = schema.parse({ ...valid, password: '', phoneNational: '', role: '4', favTeam: 'abc' });
  expect(toUserWrite(out, { file: null, removed: false })).toMatchObject({
    password: '',
    phone: '',
    role: 4,
    favTeam: 'abc',
  });
  expect(schema.safeParse({ ...valid, password: 'scurt' }).success).toBe(false);
});
