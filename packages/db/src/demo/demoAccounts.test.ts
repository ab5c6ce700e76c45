import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROLE_CODES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_LOGIN_DOMAIN } from './demoAccounts';

const readme = readFileSync(fileURLToPath(new URL('../../../../README.md', import.meta.url)), 'utf8');

describe('demo accounts', () => {
  it('cover every role, with unique logins on the reserved domain and passwords of at least 10 characters', () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.roleId))).toEqual(new Set(ROLE_CODES));
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.login.toLowerCase())).size).toBe(DEMO_ACCOUNTS.length);
    for (const a of DEMO_ACCOUNTS) {
      expect(a.login.endsWith(`@${DEMO_LOGIN_DOMAIN}`), a.login).toBe(true);
      expect(a.password, a.login).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{10,}$/);
      expect(a.company === null, a.login).toBe(a.role === 'B2C');
    }
  });

  it('are listed in the README, each with its role, password, company and market', () => {
    for (const a of DEMO_ACCOUNTS) {
      const row = readme.split('\n').find((line) => line.includes(`| \`${a.login}\` |`));
      expect(row, a.login).toBeDefined();
      expect(row).toContain(`| ${a.label} (${a.roleId}) |`);
      expect(row).toContain(`| \`${a.password}\` |`);
      expect(row).toContain(a.company ?? '| – |');
      expect(row?.endsWith(`| ${a.market} |`)).toBe(true);
    }
  });
});
