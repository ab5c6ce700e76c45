import { type DatabaseHandle, migrateDatabase } from '@workwear/db';
import { databaseTargets, ONE_CONNECTION } from '@workwear/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotesApp, createTestNotesTable, send } from '../testing/notesApp';
import { serveApp } from '../testing/testServer';

interface Note {
  id: number;
  text: string;
  version: number;
}
interface Conflict {
  code: string;
  message: string;
  current: Note;
}

describe.each(databaseTargets('version_conflict_test', 12))(
  'versioned updates over HTTP on $name',
  ({ name, open }) => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    let server: Awaited<ReturnType<typeof serveApp>>;

    beforeAll(async () => {
      ({ handle, dispose } = await open());
      await migrateDatabase(handle);
      await createTestNotesTable(handle);
      server = await serveApp(createNotesApp(handle));
    });

    afterAll(async () => {
      await server?.close();
      await dispose?.();
    });

    const create = async (text: string) =>
      (await send<Note>(server.baseUrl, 'POST', '/notes', { text })).body;

    it('bumps the version on each edit, and answers a stale version with 409 and the current row', async () => {
      const note = await create('Mężczyźni');
      expect(note.version).toBe(1);
      const edited = await send<Note>(server.baseUrl, 'PUT', `/notes/${note.id}`, {
        text: 'Kobiety',
        version: 1,
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual({ id: note.id, text: 'Kobiety', version: 2 });

      const stale = await send<Conflict>(server.baseUrl, 'PUT', `/notes/${note.id}`, {
        text: 'Dzieci',
        version: 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('conflict');
      expect(stale.body.current).toEqual({ id: note.id, text: 'Kobiety', version: 2 });

      const missing = await send<{ code: string }>(server.baseUrl, 'PUT', '/notes/999999', {
        text: 'x',
        version: 1,
      });
      expect(missing.status).toBe(404);
    });

    it('lets exactly one of ten concurrent edits of one version win; the others get 409 with the winner', async (ctx) => {
      if (name === 'PGlite') ctx.skip(ONE_CONNECTION);
      const note = await create('příliš žluťoučký');
      const texts = Array.from({ length: 10 }, (_, i) => `edit ${i} ģērbšanās`);
      const answers = await Promise.all(
        texts.map((text) =>
          send<Note | Conflict>(server.baseUrl, 'PUT', `/notes/${note.id}`, { text, version: 1 }),
        ),
      );
      const won = answers.filter((a) => a.status === 200);
      const lost = answers.filter((a) => a.status === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(9);
      const winner = won[0]?.body as Note;
      expect(winner.version).toBe(2);
      for (const answer of lost) expect((answer.body as Conflict).current).toEqual(winner);
    });
  },
);
