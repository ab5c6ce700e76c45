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
export interface StatementCounter {
  /** The server URL with this relay's host and port. */
  url: string;
  /** The statements sent since the last take, in order, and forgets them. */
  take(): string[];
  close(): Promise<void>;
}

/** Messages sent before the startup message have no type byte; these codes open a connection. */
const PROTOCOL_V3 = 196608;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** Reads one connection's frontend messages and reports each statement's text. */
function frontendReader(onStatement: (text: string) => void) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  const parsed = new Map<string, string>();
  const portals = new Map<string, string>();
  const cString = (buf: Buffer, at: number): [string, number] => {
    const end = buf.indexOf(0, at);
    return [buf.toString('utf8', at, end), end + 1];
  };
  const message = (type: string, body: Buffer) => {
    if (type === 'Q') onStatement(cString(body, 0)[0]);
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

export async function startStatementCounter(serverUrl: string): Promise<StatementCounter> {
  const target = new URL(serverUrl);
  let statements: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const read = frontendReader((text) => statements.push(text));
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
    upstream.pipe(client);
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
