import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as dbSchema from '@workwear/db/schema';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SHARED_STATEMENTS, TABLE_OWNERS, type TableName } from './tableOwners';

/**
 * Holds every module's SQL to the table-to-owner list: a module names only the tables it owns (and the
 * shared statements the list records). The SQL is found in the sources, without a database: `sql` templates,
 * `sql.raw` arguments, plain strings that read as a statement, and the Drizzle table objects of
 * `@workwear/db`'s schema by the identifier they are imported under.
 *
 * Exempt: tests and test helpers (*.test.ts, *.int.test.ts, *.testing.ts), which set up and check rows
 * directly, and the demo data, which lives outside the modules (packages/db/src/demo, devTools/).
 */

const MODULES = import.meta.dirname;

const moduleOf = (file: string) => file.split('/')[0]!;

const tableNameOf: ReadonlyMap<string, string> = new Map(
  Object.entries(dbSchema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)]] : [],
  ),
);

/** CTE names shadow tables of the same name inside their statement. */
const CTE = /\b([a-z_]\w*)\s+as\s+(?:not\s+)?(?:materialized\s+)?\(/gi;
/** A table follows one of these keywords; a comma continues a FROM list (`FROM a x, b y`). */
const TABLE_AFTER_KEYWORD =
  /\b(?:from|join|into|update|table|using|truncate)\s+(?:only\s+)?(?:public\.)?"?([a-z_]\w*)"?((?:\s+(?:as\s+)?[a-z_]\w*)?(?:\s*,\s*"?[a-z_]\w*"?(?:\s+(?:as\s+)?[a-z_]\w*)?)*)/gi;
const MAY_HOLD_SQL = /\bsql\b|@workwear\/db|\b(?:select|insert|update|delete)\s/i;
const LOOKS_LIKE_A_STATEMENT = /^\s*(?:select|insert|update|delete|with)\b/i;

/** The table names a piece of SQL text reads or writes (not its columns, aliases or CTEs). */
function tablesNamedIn(text: string): string[] {
  const ctes = new Set([...text.matchAll(CTE)].map((m) => m[1]!.toLowerCase()));
  const named = [...text.matchAll(TABLE_AFTER_KEYWORD)].flatMap((m) => [
    m[1]!,
    ...(m[2] ?? '')
      .split(',')
      .slice(1)
      .map((item) => item.trim().split(/\s+/)[0]!.replaceAll('"', '')),
  ]);
  return [...new Set(named.map((n) => n.toLowerCase()))].filter((n) => !ctes.has(n));
}

const literalText = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    // An interpolation stands where a value or a fragment goes, never inside a table's name.
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' $ ');
  }
  return undefined;
};

/** The tables one source file names in SQL, by SQL table name. */
function tablesNamedBy(fileName: string, source: string): Set<string> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const schemaNamespaces = new Set<string>();
  const tableIdentifiers = new Map<string, string>();
  const addSql = (text: string) => {
    for (const name of tablesNamedIn(text)) found.add(name);
  };

  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (from === '@workwear/db/schema' && bindings && ts.isNamespaceImport(bindings)) {
      schemaNamespaces.add(bindings.name.text);
    }
    if (
      (from === '@workwear/db' || from === '@workwear/db/schema') &&
      bindings &&
      ts.isNamedImports(bindings)
    ) {
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (from === '@workwear/db' && imported === 'schema') schemaNamespaces.add(element.name.text);
        const table = from === '@workwear/db/schema' ? tableNameOf.get(imported) : undefined;
        if (table) tableIdentifiers.set(element.name.text, table);
      }
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'sql') {
      addSql(literalText(node.template) ?? '');
    } else if (ts.isCallExpression(node) && node.expression.getText(file) === 'sql.raw') {
      const text = node.arguments[0] && literalText(node.arguments[0]);
      if (text) addSql(text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = literalText(node) ?? '';
      if (LOOKS_LIKE_A_STATEMENT.test(text)) addSql(text);
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      schemaNamespaces.has(node.expression.text)
    ) {
      const table = tableNameOf.get(node.name.text);
      if (table) found.add(table);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isIdentifier(node.initializer) &&
      schemaNamespaces.has(node.initializer.text)
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        const table = ts.isIdentifier(key) ? tableNameOf.get(key.text) : undefined;
        if (table) found.add(table);
      }
    } else if (
      ts.isIdentifier(node) &&
      tableIdentifiers.has(node.text) &&
      !ts.isImportSpecifier(node.parent)
    ) {
      found.add(tableIdentifiers.get(node.text)!);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    const exempt = entry.name.endsWith('.test.ts') || entry.name.endsWith('.testing.ts');
    return entry.name.endsWith('.ts') && !exempt ? [path] : [];
  });

/** Parsing every module's sources takes seconds on a machine shared with other test runs. */
const PARSING_MS = 60_000;
/** Every table a module file names in SQL, with its module, and as a line `module: file -> table`. */
let namedTables: { module: string; file: string; table: TableName; line: string }[] | undefined;
const namings = () =>
  // Parsed once for both tests that ask.
  (namedTables ??= sourcesUnder(MODULES).flatMap((path) => {
    const file = relative(MODULES, path);
    const module = moduleOf(file);
    const source = readFileSync(path, 'utf8');
    // Parsing is the slow part; a file without SQL or the schema has nothing to find.
    if (!MAY_HOLD_SQL.test(source)) return [];
    return [...tablesNamedBy(file, source)]
      .filter((table): table is TableName => table in TABLE_OWNERS)
      .map((table) => ({ module, file, table, line: `${module}: ${file} -> ${table}` }));
  }));

const sharedPairs = new Set(
  SHARED_STATEMENTS.flatMap((s) => s.files.flatMap((file) => s.tables.map((table) => `${file}:${table}`))),
);

describe('the table-to-owner list', () => {
  it('gives every table of the schema exactly one owner, and names no table the schema lacks', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...new Set(tableNameOf.values())].sort());
  });

  it(
    'records each shared statement where its files name those tables, with a reason',
    () => {
      const named = new Set(namings().map((n) => `${n.file}:${n.table}`));
      for (const shared of SHARED_STATEMENTS) {
        for (const [file, table] of shared.files.flatMap((f) => shared.tables.map((t) => [f, t] as const))) {
          expect(TABLE_OWNERS[table]).not.toBe(moduleOf(file));
          expect(named).toContain(`${file}:${table}`);
        }
        expect(shared.why.length).toBeGreaterThan(20);
      }
    },
    PARSING_MS,
  );
});

describe('the detector', () => {
  it('finds tables after FROM, JOIN, INTO, UPDATE and in a FROM list, but not columns, aliases or CTEs', () => {
    expect(
      tablesNamedIn('SELECT s.sku, st.on_hand AS stock FROM skus s LEFT JOIN stock st ON st.sku = s.sku'),
    ).toEqual(['skus', 'stock']);
    expect(tablesNamedIn('SELECT count(*) AS orders, c.stock FROM carts c')).toEqual(['carts']);
    expect(tablesNamedIn('WITH stock AS (SELECT 1) SELECT * FROM stock')).toEqual([]);
    expect(tablesNamedIn('INSERT INTO orders (id) VALUES (1)')).toEqual(['orders']);
    expect(tablesNamedIn('UPDATE stock s SET on_hand = 1 FROM o, payments p')).toEqual([
      'stock',
      'o',
      'payments',
    ]);
    expect(tablesNamedIn('SELECT x FROM product_translations_extra')).toEqual(['product_translations_extra']);
  });

  it('finds the Drizzle tables a file takes from the schema, by identifier', () => {
    const named = tablesNamedBy(
      'x.ts',
      `import { schema } from '@workwear/db';
       import { variants as v } from '@workwear/db/schema';
       const { accounts, searchAnalyticsEvents: events } = schema;
       db.select().from(schema.carts).where(eq(v.id, 1));
       const schemaOfSomethingElse = zodSchema.safeParse(1);`,
    );
    expect([...named].sort()).toEqual(['accounts', 'carts', 'search_analytics_events', 'variants']);
  });

  it('reads the modules’ sources', () => {
    const files = sourcesUnder(MODULES);
    expect(files.some((f) => f.endsWith('cart/repository.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('.test.ts') || f.endsWith('.testing.ts'))).toBe(false);
  });
});

describe('table owners', () => {
  it(
    'lets a module’s SQL name only the tables it owns or reads as a recorded shared statement',
    () => {
      const trespasses = namings().filter(
        (n) => TABLE_OWNERS[n.table] !== n.module && !sharedPairs.has(`${n.file}:${n.table}`),
      );
      // Each line names the module, its file and the table it should ask the owner for.
      expect(trespasses.map((n) => n.line).sort()).toEqual([]);
    },
    PARSING_MS,
  );
});
