import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';
import { projectAttestantOf } from './projectAttestants';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

async function company(name: string, parentId: number | null = null): Promise<number> {
  const [row] = await api.handle.rows<{ id: number }>(sql`
    INSERT INTO companies (name, market_name, parent_id) VALUES (${name}, 'se', ${parentId}) RETURNING id`);
  return Number(row!.id);
}

const attest = (companyId: number, projectNumber: string, email: string) =>
  api.handle.db.execute(sql`
    INSERT INTO company_project_attestants (company_id, project_number, attestant_email)
    VALUES (${companyId}, ${projectNumber}, ${email})`);

describe('projectAttestantOf', () => {
  it('names the company’s own attestant of the project, else its parent’s, else none', async () => {
    const parent = await company('Projektgruppen Åbo');
    const child = await company('Projektgruppen Ćwiek', parent);
    await attest(parent, 'P-1', 'ģirts@example.com');
    await attest(parent, 'P-2', 'parent@example.com');
    await attest(child, 'P-2', 'řehoř@example.com');
    expect(await projectAttestantOf(api.handle, child, 'P-1')).toBe('ģirts@example.com');
    expect(await projectAttestantOf(api.handle, child, ' P-2 ')).toBe('řehoř@example.com');
    expect(await projectAttestantOf(api.handle, parent, 'P-2')).toBe('parent@example.com');
    expect(await projectAttestantOf(api.handle, child, 'P-3')).toBeNull();
    expect(await projectAttestantOf(api.handle, child, '')).toBeNull();
    // A sibling company's attestants are not the child's.
    const sibling = await company('Projektgruppen Õun', parent);
    await attest(sibling, 'P-4', 'sibling@example.com');
    expect(await projectAttestantOf(api.handle, child, 'P-4')).toBeNull();
  });
});
