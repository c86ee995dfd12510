import { describe, expect, it } from 'vitest';
import {
  authCopy,
  changePasswordBodySchema,
  emailSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  nigerianPhoneSchema,
  resetPasswordBodySchema,
  signupBodySchema,
} from './auth.js';
import { normalizeNigerianPhone, phoneCopy } from './phone.js';

const messages = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }) => {
  return (body: unknown) => {
    const result = schema.safeParse(body) as {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
    return result.success
      ? []
      : result.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
  };
};

const signup = {
  first_name: 'Adaeze',
  last_name: "D'Souza-Okafor",
  email: 'Ada@Example.NG',
  phone_number: '0803 123 4567',
  password: 'correct horse',
};

describe('Nigerian phone numbers', () => {
  it('When a number is typed as 0803 123 4567, +234 803 123 4567 or 234803..., then the local 11-digit form is kept', () => {
    for (const typed of [
      '08031234567',
      '0803 123 4567',
      '0803-123-4567',
      '(0803) 123.4567',
      '+2348031234567',
      '+234 803 123 4567',
      '2348031234567',
    ])
      expect(normalizeNigerianPhone(typed), typed).toBe('08031234567');
  });

  it('When the number is on a 070, 080, 081, 090 or 091 range, then it is a mobile number', () => {
    for (const n of ['07012345678', '08012345678', '08112345678', '09012345678', '09112345678'])
      expect(normalizeNigerianPhone(n), n).toBe(n);
  });

  it('When the number is not a Nigerian mobile number, then it is refused', () => {
    for (const n of [
      '',
      '0803123456', // 10 digits
      '080312345678', // 12 digits
      '06012345678', // no 06 range
      '08212345678', // third digit not 0 or 1
      '18031234567', // no leading 0
      '+2348031234', // too short after 234
      '+23408031234567', // 234 then the 0 again
      '+1 803 123 4567',
      '0803123456a',
      '0803_123_4567',
      ' +44 8031234567',
      'x08031234567',
      '08031234567x',
      '2348031234567 ext',
    ])
      expect(normalizeNigerianPhone(n), n).toBeNull();
  });

  it('When the country code is given without its plus, then it is still read; a plus alone is not a number', () => {
    expect(normalizeNigerianPhone('234 901 234 5678')).toBe('09012345678');
    expect(normalizeNigerianPhone('++2349012345678')).toBeNull();
    expect(normalizeNigerianPhone('0+2349012345678')).toBeNull();
  });

  it("When a form sends a bad number, then the message is the spec's", () => {
    expect(phoneCopy.invalid).toBe('Enter a valid Nigerian phone number');
    expect(messages(nigerianPhoneSchema)('0803')).toEqual([
      ': Enter a valid Nigerian phone number',
    ]);
    expect(messages(nigerianPhoneSchema)(8031234567)).toEqual([
      ': Enter a valid Nigerian phone number',
    ]);
    expect(nigerianPhoneSchema.parse('+234 803 123 4567')).toBe('08031234567');
  });
});

describe('e-mail addresses', () => {
  it('When an address is typed with capitals and spaces, then it is kept trimmed and lower-case', () => {
    expect(emailSchema.parse('  Ada@Example.NG ')).toBe('ada@example.ng');
  });

  it('When an address is not an address or is over 254 characters, then it is refused', () => {
    const invalid = [': Please enter a valid email address'];
    expect(messages(emailSchema)('ada@')).toEqual(invalid);
    expect(messages(emailSchema)(42)).toEqual(invalid);
    const local = 'a'.repeat(64);
    const domain = (n: number) => `${'b'.repeat(n)}.ng`;
    expect(messages(emailSchema)(`${local}@${domain(254 - 65 - 3)}`)).toEqual([]);
    expect(messages(emailSchema)(`${local}@${domain(254 - 65 - 2)}`)).toEqual(invalid);
  });
});

describe('sign-up', () => {
  it('When every field is right, then the e-mail is lower-cased and the phone kept in local form', () => {
    expect(signupBodySchema.parse(signup)).toEqual({
      ...signup,
      email: 'ada@example.ng',
      phone_number: '08031234567',
    });
  });

  it('When a name is missing, blank or not letters, then the field says so', () => {
    const check = messages(signupBodySchema);
    expect(check({ ...signup, first_name: undefined })).toEqual([
      'first_name: Please enter your first name',
    ]);
    expect(check({ ...signup, last_name: undefined })).toEqual([
      'last_name: Please enter your last name',
    ]);
    expect(check({ ...signup, first_name: '   ' })[0]).toBe(
      'first_name: Please enter your first name',
    );
    expect(check({ ...signup, last_name: 'Ok4for' })).toEqual(['last_name: Use letters only']);
    expect(check({ ...signup, first_name: ' Oluwa-Seun ' })).toEqual([]);
    expect(check({ ...signup, first_name: "'Seun" })).toEqual(['first_name: Use letters only']);
    expect(check({ ...signup, first_name: 'Chidi Émeka' })).toEqual([]);
    // Names as Yoruba, Hausa and Igbo write them: tones over subdots (precomposed or combining).
    expect(check({ ...signup, first_name: 'Adéṣọlá', last_name: 'Ọláńrewájú' })).toEqual([]);
    expect(check({ ...signup, first_name: 'Ade\u0301s\u0323o\u0323la\u0301' })).toEqual([]);
    expect(check({ ...signup, first_name: 'Ɗanjuma', last_name: 'Ƙwaƴa' })).toEqual([]);
    expect(check({ ...signup, first_name: 'Ụchẹ', last_name: 'Ọnụọha' })).toEqual([]);
    expect(check({ ...signup, first_name: '\u0301Ade' })).toEqual(['first_name: Use letters only']);
    expect(check({ ...signup, first_name: 'Ade2' })).toEqual(['first_name: Use letters only']);
    expect(check({ ...signup, first_name: 'A'.repeat(61) })).toHaveLength(1);
    expect(check({ ...signup, first_name: 'A'.repeat(60) })).toEqual([]);
  });

  it('When the password is shorter than 8 or longer than 128 characters, then it is refused', () => {
    const check = messages(signupBodySchema);
    expect(check({ ...signup, password: '1234567' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
    expect(check({ ...signup, password: '12345678' })).toEqual([]);
    expect(check({ ...signup, password: 'x'.repeat(128) })).toEqual([]);
    expect(check({ ...signup, password: 'x'.repeat(129) })).toEqual([
      'password: Password must be at most 128 characters',
    ]);
    expect(check({ ...signup, password: undefined })).toEqual([
      'password: Please enter your password',
    ]);
  });

  it('When the phone is not Nigerian, then the phone field says so', () => {
    expect(messages(signupBodySchema)({ ...signup, phone_number: '+44 20 7946 0958' })).toEqual([
      'phone_number: Enter a valid Nigerian phone number',
    ]);
  });
});

describe('sign-in, forgotten and changed passwords', () => {
  it('When the password is empty or missing, then it is asked for; any length up to 128 is tried', () => {
    const check = messages(loginBodySchema);
    expect(check({ email: 'ada@example.ng', password: '' })).toEqual([
      'password: Please enter your password',
    ]);
    expect(check({ email: 'ada@example.ng' })).toEqual(['password: Please enter your password']);
    expect(check({ email: 'ada@example.ng', password: 'x' })).toEqual([]);
    expect(check({ email: 'ada@example.ng', password: 'x'.repeat(129) })).toHaveLength(1);
    expect(loginBodySchema.parse({ email: ' ADA@example.ng', password: 'x' }).email).toBe(
      'ada@example.ng',
    );
  });

  it('When a reset is asked for, then only a valid e-mail is needed', () => {
    expect(forgotPasswordBodySchema.parse({ email: 'Ada@example.ng' })).toEqual({
      email: 'ada@example.ng',
    });
    expect(messages(forgotPasswordBodySchema)({ email: 'nope' })).toEqual([
      'email: Please enter a valid email address',
    ]);
  });

  it('When a reset token is not 20 to 200 characters, then it is refused; the new password follows the sign-up rule', () => {
    const check = messages(resetPasswordBodySchema);
    expect(check({ token: 't'.repeat(20), password: '12345678' })).toEqual([]);
    expect(check({ token: 't'.repeat(200), password: '12345678' })).toEqual([]);
    expect(check({ token: 't'.repeat(19), password: '12345678' })).toHaveLength(1);
    expect(check({ token: 't'.repeat(201), password: '12345678' })).toHaveLength(1);
    expect(check({ token: 't'.repeat(20), password: '1234567' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
  });

  it('When the password is changed, then the current one is required and the new one follows the sign-up rule', () => {
    const check = messages(changePasswordBodySchema);
    expect(check({ current_password: 'old', new_password: 'new password' })).toEqual([]);
    expect(check({ current_password: '', new_password: 'new password' })).toEqual([
      'current_password: Please enter your password',
    ]);
    expect(check({ new_password: 'new password' })).toEqual([
      'current_password: Please enter your password',
    ]);
    expect(check({ current_password: 'x'.repeat(129), new_password: 'new password' })).toHaveLength(
      1,
    );
    expect(check({ current_password: 'old', new_password: 'short' })).toEqual([
      'new_password: Password must be at least 8 characters',
    ]);
  });

  it('When the copy is shown, then it reads as written', () => {
    expect(authCopy).toMatchObject({
      passwordsDiffer: 'The passwords do not match',
      resetSent:
        'If an account exists for that e-mail, we have sent a link to reset your password. It is valid for 1 hour.',
      passwordChanged: 'Your password has been changed. Please sign in with your new password.',
    });
  });
});
