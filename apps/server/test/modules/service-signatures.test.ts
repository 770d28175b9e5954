import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, '../../src/modules');

/**
 * The one service signature (docs/ARCHITECTURE.md, "Which mechanism when"): a function that touches
 * the database takes what it runs on first, `db: Kysely<Database>` (it reads, or opens its own
 * transaction) or `trx: Transaction<Database>` (it runs inside its caller's); a use case that needs
 * more than the database takes `deps` first (deps.db) or right after `db`/`trx`.
 */
function signatureProblems(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const check = (name: string, fn: ts.SignatureDeclarationBase) => {
    fn.parameters.forEach((parameter, index) => {
      const param = parameter.name.getText(source);
      const type = parameter.type?.getText(source) ?? '';
      const where = `${file}: ${name}(… ${param} …)`;
      if (type === 'Kysely<Database>' || type === 'Transaction<Database>') {
        const expected = type === 'Kysely<Database>' ? 'db' : 'trx';
        if (index !== 0) problems.push(`${where}: the ${type} comes first`);
        else if (param !== expected) problems.push(`${where}: a ${type} is named ${expected}`);
      }
      if (param === 'deps') {
        const afterExecutor = index === 1 && ['db', 'trx'].includes(fn.parameters[0]!.name.getText(source));
        if (index !== 0 && !afterExecutor) problems.push(`${where}: deps comes first, or right after db/trx`);
      }
    });
  };
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && exported(node)) check(node.name.text, node);
    if (ts.isVariableStatement(node) && exported(node)) {
      for (const declaration of node.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) check(declaration.name.getText(source), init);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

function moduleSources(): [string, string][] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [file, readFileSync(path.join(MODULES, file), 'utf8')]);
}

describe('service signatures', () => {
  it('every module function takes db, trx or deps first', () => {
    const sources = moduleSources();
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.flatMap(([file, text]) => signatureProblems(file, text))).toEqual([]);
  });

  it('reports a planted violation of each kind', () => {
    const planted = `
      export async function late(userId: string, db: Kysely<Database>) {}
      export const misnamed = async (db: Transaction<Database>, id: string) => {};
      export function buried(id: string, other: number, deps: PledgeDeps) {}
      export function fine(trx: Transaction<Database>, deps: PledgeDeps, id: string) {}`;
    expect(signatureProblems('planted.ts', planted)).toEqual([
      'planted.ts: late(… db …): the Kysely<Database> comes first',
      'planted.ts: misnamed(… db …): a Transaction<Database> is named trx',
      'planted.ts: buried(… deps …): deps comes first, or right after db/trx',
    ]);
  });
});
