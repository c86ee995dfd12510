import { describe, expect, it } from 'vitest';
import { nextOfKinBodySchema, nextOfKinCopy, nextOfKinFormSchema } from './next-of-kin.js';

/** The next of kin's form and the API's body at their edges: each field's words, one message at a time (issue 43). */
const kin = {
  first_name: 'Ngozi',
  last_name: 'Eze',
  phone: '08031234567',
  email: 'ngozi@example.ng',
  relationship: 'Sister',
};
const messagesAt = (
  r: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => (r.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('the next of kin’s form', () => {
  it('When a name, the phone or the e-mail is not text, then each has its words', () => {
    const r = nextOfKinFormSchema.safeParse({
      ...kin,
      first_name: 1,
      last_name: 2,
      phone: 3,
      email: 4,
    });
    expect(messagesAt(r, 'first_name')).toEqual([nextOfKinCopy.firstNameRequired]);
    expect(messagesAt(r, 'last_name')).toEqual([nextOfKinCopy.lastNameRequired]);
    expect(messagesAt(r, 'phone')).toEqual([nextOfKinCopy.invalidPhone]);
    expect(messagesAt(r, 'email')).toEqual([nextOfKinCopy.invalidEmail]);
  });

  it('When the e-mail is typed in capitals, then it is kept in small letters', () => {
    expect(nextOfKinFormSchema.parse({ ...kin, email: ' Ngozi@Example.NG ' }).email).toBe(
      'ngozi@example.ng',
    );
  });
});

describe('the API’s body', () => {
  it('When a name is not text, then the name is asked for', () => {
    expect(
      messagesAt(nextOfKinBodySchema.safeParse({ ...kin, first_name: 7 }), 'first_name'),
    ).toEqual([nextOfKinCopy.firstNameRequired]);
  });

  it('When a name is too long or holds a digit, then only the first problem is told', () => {
    expect(
      messagesAt(
        nextOfKinBodySchema.safeParse({ ...kin, last_name: `${'a'.repeat(60)}1` }),
        'last_name',
      ),
    ).toEqual([nextOfKinCopy.lastNameRequired]);
    expect(
      messagesAt(nextOfKinBodySchema.safeParse({ ...kin, last_name: '123' }), 'last_name'),
    ).toEqual([nextOfKinCopy.nameCharacters]);
  });
});
