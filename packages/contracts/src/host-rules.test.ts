import { describe, expect, it } from 'vitest';
import {
  identityFormErrors,
  hostDetailsErrors,
  maskIdNumber,
  normaliseIdNumber,
  normaliseKraPin,
  normaliseWebsite,
} from './host-rules.js';
import { ZHostIdentityInput, ZHostProfileInput } from './host-settings.schema.js';

const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : [...new Set(r.error!.issues.map((i) => String(i.path[0])))].sort();

describe('host rules', () => {
  it.each([
    ['A123456789B', 'A123456789B'],
    ['a123456789b', 'A123456789B'],
    [' p 051-234-567 q ', 'P051234567Q'],
    ['A12345678B', null],
    ['1234567890', null],
    ['AB23456789B', null],
    ['', null],
  ])('reads the KRA PIN %j as %j', (input, want) => {
    expect(normaliseKraPin(input)).toBe(want);
  });

  it('reads national ID and passport numbers and masks them to their last 3 characters', () => {
    expect(normaliseIdNumber('national_id', '1234 5678')).toBe('12345678');
    expect(normaliseIdNumber('national_id', 'A1234567')).toBeNull();
    expect(normaliseIdNumber('national_id', '12345')).toBeNull();
    expect(normaliseIdNumber('passport', 'ak1234567')).toBe('AK1234567');
    expect(normaliseIdNumber('passport', 'ABCDEFGH')).toBeNull();
    expect(maskIdNumber('national_id', '12345678')).toBe('National ID •••• 678');
    expect(maskIdNumber('passport', 'AK1234567')).toBe('Passport •••• 567');
  });

  it.each([
    ['savannahsounds.co.ke', 'https://savannahsounds.co.ke/'],
    ['http://example.com/a?b=1', 'http://example.com/a?b=1'],
    ['', ''],
    ['  ', ''],
    ['javascript:alert(1)', null],
    ['ftp://example.com', null],
    ['localhost', null],
    ['https://user:pw@example.com', null],
    ['not a site', null],
  ])('reads the website %j as %j', (input, want) => {
    expect(normaliseWebsite(input)).toBe(want);
  });

  it.each([
    { legalName: 'Wanjiru Kamau', kraPin: 'A123456789B', idType: 'national_id' as const, idNumber: '12345678' },
    { legalName: 'W', kraPin: 'A123456789B', idType: 'national_id' as const, idNumber: '12345678' },
    { legalName: 'Wanjiru Kamau', kraPin: 'A12345678', idType: 'national_id' as const, idNumber: '12345678' },
    { legalName: 'Wanjiru Kamau', kraPin: 'A123456789B', idType: 'passport' as const, idNumber: 'ABCDEFG' },
    { legalName: 'Wanjiru Kamau', kraPin: 'A123456789B', idType: 'national_id' as const, idNumber: '12-34' },
  ])('refuses the same identity as the server: %j', (form) => {
    // The server allows a missing number (one saved already); the form asks for one when none is.
    expect(Object.keys(identityFormErrors(form, { idSaved: false })).sort()).toEqual(
      fieldsOf(ZHostIdentityInput.safeParse(form)),
    );
  });

  it('keeps a saved ID number when the field is left empty', () => {
    const form = { legalName: 'Wanjiru Kamau', kraPin: 'A123456789B', idType: 'national_id' as const, idNumber: '' };
    expect(identityFormErrors(form, { idSaved: true })).toEqual({});
    expect(identityFormErrors(form, { idSaved: false })).toHaveProperty('idNumber');
    expect(ZHostIdentityInput.parse(form).idNumber).toBeUndefined();
  });

  it.each([
    { vendorName: 'Savannah Sounds', phone: '0712345678', email: 'a@b.co', bio: '', website: 'savannah.co.ke' },
    { vendorName: 'Savannah Sounds', phone: '0712345678', email: 'a@b.co', bio: '', website: 'nope' },
    { vendorName: 'S', phone: '0812', email: 'x', bio: '', website: '' },
  ])('refuses the same vendor profile as the server: %j', (form) => {
    expect(Object.keys(hostDetailsErrors(form)).sort()).toEqual(fieldsOf(ZHostProfileInput.safeParse(form)));
  });
});
