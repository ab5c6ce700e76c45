import { type DatabaseHandle, unitOfWork, updateVersioned, versionColumn } from '@workwear/db';
import { invalidParameter } from '@workwear/domain';
import { eq, sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { z } from 'zod';
import { idempotentWrite } from '../context/idempotentWrite';
import { ANONYMOUS, type Principal } from '../context/requestContext';
import type { AppEnv } from '../http/appEnv';
import { handleError } from '../http/errors';
import { answerIdempotent, idempotencyKeyOf } from '../http/idempotency';
import { requestContextMiddleware } from '../http/requestContext';
import { createLogger } from '../logger';

/**
 * A table that exists only in the write tests: notes people create (idempotently) and edit
 * concurrently (versioned), the shape every real module's writes take.
 */
export const testNotes = pgTable('test_notes', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  version: versionColumn(),
});

export async function createTestNotesTable(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`
    CREATE TABLE test_notes (id serial PRIMARY KEY, text text NOT NULL, version integer NOT NULL DEFAULT 1)`);
}

const noteBody = z.object({ text: z.string().min(1).max(200) }).strict();
const editBody = z.object({ text: z.string().min(1).max(200), version: z.number().int().min(1) }).strict();

async function bodyOf<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) throw invalidParameter('body', parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/** Until sign-in exists, the tests name the request's customer in a header instead of a token. */
const principalOf = (customer: string | undefined): Principal =>
  customer
    ? {
        kind: 'customer',
        customerId: Number(customer),
        companyId: null,
        role: 1,
        superCustomerAdmin: false,
        sessionId: 's',
        coopCode: null,
        market: 'se',
        punchOutType: null,
      }
    : ANONYMOUS;

export interface NotesAppOptions {
  /** How long a duplicate waits for the first request with its key (default 10 s). */
  waitMs?: number;
}

/**
 * POST /notes (accepts Idempotency-Key; `?holdMs=` keeps the transaction open that long after the
 * insert, so duplicates really overlap) and PUT /notes/:id with the version the client read.
 */
export function createNotesApp(handle: DatabaseHandle, options: NotesAppOptions = {}) {
  const app = new Hono<AppEnv>();
  const logger = createLogger('silent');
  app.use('*', requestContextMiddleware(logger));
  app.use('*', async (c, next) => {
    c.set('ctx', { ...c.var.ctx, principal: principalOf(c.req.header('x-test-customer')) });
    await next();
  });
  app.onError((error, c) => handleError(error, c, logger));

  app.post('/notes', async (c) => {
    const body = await bodyOf(c.req.raw, noteBody);
    const holdMs = Number(c.req.query('holdMs') ?? 0);
    const result = await idempotentWrite(
      handle,
      c.var.ctx.principal,
      {
        operation: 'notes.create',
        key: idempotencyKeyOf(c),
        body,
        ...(options.waitMs !== undefined ? { waitMs: options.waitMs } : {}),
      },
      async (tx) => {
        const [note] = await tx.db.insert(testNotes).values({ text: body.text }).returning();
        if (holdMs > 0) await tx.db.execute(sql`SELECT pg_sleep(${holdMs / 1000})`);
        return { status: 201 as const, body: note };
      },
    );
    return answerIdempotent(c, result);
  });

  app.put('/notes/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const body = await bodyOf(c.req.raw, editBody);
    const note = await unitOfWork(handle, (tx) =>
      updateVersioned(
        tx,
        testNotes,
        { where: eq(testNotes.id, id), version: body.version, what: `Note ${id}` },
        { text: body.text },
      ),
    );
    return c.json(note, 200);
  });

  return app;
}

/** A JSON request to the served app; the answer's status, JSON body and headers. */
export async function send<T = unknown>(
  baseUrl: string,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}
