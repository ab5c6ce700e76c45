import { describe, expect, it } from 'vitest';
import { resetPasswordIssues } from './resetPasswordFields';
import { signInIssues } from './signInFields';

describe('resetPasswordIssues', () => {
  it('names the password rules the new password breaks, and not yet the repeat', () => {
    const issues = resetPasswordIssues({ newPassword: '1234567890', confirm: 'x' });
    expect(issues.map((i) => i.path)).toEqual(['newPassword']);
    expect(issues[0]?.message).toBe('Use more than digits.');
  });

  it('asks for the same password twice once it may be used', () => {
    expect(resetPasswordIssues({ newPassword: 'Long-enough-1', confirm: 'Long-enough-2' })).toEqual([
      { path: 'confirm', message: 'mismatch' },
    ]);
    expect(resetPasswordIssues({ newPassword: 'Long-enough-1', confirm: 'Long-enough-1' })).toEqual([]);
  });
});

describe('signInIssues', () => {
  it('requires both fields, a login name other than spaces, none over 200 characters', () => {
    expect(signInIssues({ userName: '  ', password: '' }).map((i) => i.path)).toEqual([
      'userName',
      'password',
    ]);
    expect(signInIssues({ userName: 'a@b.se', password: 'x'.repeat(201) })).toEqual([
      { path: 'password', message: 'required' },
    ]);
    expect(signInIssues({ userName: ' a@b.se ', password: 'secret' })).toEqual([]);
  });
});
