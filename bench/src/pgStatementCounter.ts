import net from 'node:net';

/**
 * Counts the SQL statements a process sends to the PostgreSQL server, without touching that process:
 * a TCP relay it connects to instead of the server (its DATABASE_URL points here), which reads the
 * frontend messages of the wire protocol as they pass. A statement is a simple Query message ('Q')
 * or an Execute ('E') of the extended protocol, which node-postgres sends for every parameterised
 * query after its Parse ('P') and Bind ('B'). pg_stat_statements would need a server restart
 * (shared_preload_libraries) on a server other sessions use; log_statement would need the server's log.
 * The relay needs plain connections (no sslmode in the URL), as the benchmark's are.
 */
export interface Statement {
  text: string;
  /**
   * Milliseconds from the client's Sync (or Query) to the server's ReadyForQuery: the server's
   * parse, plan and execution plus two trips through the relay. Statements sent together before
   * one Sync share its time; each of them carries it.
   */
  ms: number;
}

export interface StatementCounter {
  /** The server URL with this relay's host and port. */
  url: string;
  /** The statements sent since the last take, in order, and forgets them. */
  take(): Statement[];
  close(): Promise<void>;
}

/** Messages sent before the startup message have no type byte; these codes open a connection. */
const PROTOCOL_V3 = 196608;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** Reads one connection's frontend messages: each statement's text, and each Sync or Query that waits for an answer. */
function frontendReader(onStatement: (text: string) => void, onSync: () => void) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  const parsed = new Map<string, string>();
  const portals = new Map<string, string>();
  const cString = (buf: Buffer, at: number): [string, number] => {
    const end = buf.indexOf(0, at);
    return [buf.toString('utf8', at, end), end + 1];
  };
  const message = (type: string, body: Buffer) => {
    if (type === 'Q') {
      onStatement(cString(body, 0)[0]);
      onSync();
    } else if (type === 'S') onSync();
    else if (type === 'P') {
      const [name, next] = cString(body, 0);
      parsed.set(name, cString(body, next)[0]);
    } else if (type === 'B') {
      const [portal, next] = cString(body, 0);
      portals.set(portal, parsed.get(cString(body, next)[0]) ?? '?');
    } else if (type === 'E') onStatement(portals.get(cString(body, 0)[0]) ?? '?');
  };
  return (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        if (code === PROTOCOL_V3) started = true;
        else if (code !== SSL_REQUEST && code !== GSS_REQUEST) started = true; // a cancel: nothing follows
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < length + 1) return;
      message(String.fromCharCode(pending[0]!), pending.subarray(5, length + 1));
      pending = pending.subarray(length + 1);
    }
  };
}

/** Calls onReady at each ReadyForQuery ('Z') of the server's messages (after the startup, all typed). */
function backendReader(onReady: () => void) {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 5) {
      const length = pending.readInt32BE(1);
      if (pending.length < length + 1) return;
      if (pending[0] === 0x5a) onReady();
      pending = pending.subarray(length + 1);
    }
  };
}

export async function startStatementCounter(serverUrl: string): Promise<StatementCounter> {
  const target = new URL(serverUrl);
  let statements: Statement[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    // Statements not yet answered, and when each Sync waiting for its ReadyForQuery was sent.
    let unanswered: Statement[] = [];
    const waiting: { at: number; statements: Statement[] }[] = [];
    const read = frontendReader(
      (text) => {
        const statement = { text, ms: 0 };
        unanswered.push(statement);
        statements.push(statement);
      },
      () => {
        waiting.push({ at: performance.now(), statements: unanswered });
        unanswered = [];
      },
    );
    // The startup's ReadyForQuery answers no Sync: the queue is empty then, and nothing is timed.
    const answered = backendReader(() => {
      const sync = waiting.shift();
      if (!sync) return;
      for (const statement of sync.statements) statement.ms = performance.now() - sync.at;
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      answered(chunk);
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
