import { describe, expect, it } from 'vitest';
import { ZChangePasswordRequest, ZProfileUpdateRequest } from '@tribe/contracts';
import { passwordChangeErrors, profileErrors } from './form-rules';

const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : [...new Set(r.error!.issues.map((i) => String(i.path[0])))].sort();

describe('profile form rules', () => {
  it.each([
    { firstName: 'Achieng', lastName: 'Otieno', username: 'achieng.o' },
    { firstName: '', lastName: 'Otieno', username: 'achieng' },
    { firstName: 'A', lastName: ' ', username: 'ab' },
    { firstName: 'A', lastName: 'B', username: '-achieng' },
    { firstName: 'A'.repeat(51), lastName: 'B', username: 'a'.repeat(31) },
  ])('refuses the same profile as the server: %j', (form) => {
    expect(Object.keys(profileErrors(form)).sort()).toEqual(fieldsOf(ZProfileUpdateRequest.safeParse(form)));
  });

  it.each([
    { currentPassword: 'x', newPassword: 'Serengeti#2027' },
    { currentPassword: '', newPassword: 'Serengeti#2027' },
    { currentPassword: 'x', newPassword: 'short1A' },
    { currentPassword: 'x', newPassword: 'allletterslower' },
    { currentPassword: 'x', newPassword: 'a1'.repeat(65) },
  ])('refuses the same password change as the server: %j', (form) => {
    expect(Object.keys(passwordChangeErrors(form)).sort()).toEqual(fieldsOf(ZChangePasswordRequest.safeParse(form)));
  });
});
