import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from '@/lib/class-merge';

/**
 * cn()'s merge (lib/class-merge.ts) knows only the utility groups this app uses. This test reads
 * every source file and checks, against tailwind-merge itself, each combination a page can
 * produce: the classes of every cn() call's arguments taken two at a time, and every className a
 * caller passes to a component that merges it with its own classes. A new utility that the table
 * does not know shows up here, naming the file and the classes.
 */
// Vitest runs with the web app's folder as the working directory.
const SRC = path.resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every string a node can contribute: literals and the fixed parts of template strings. */
function literalsOf(node: ts.Node, consts: Map<string, string[]>, out: string[] = []): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    out.push(node.head.text);
    for (const span of node.templateSpans) {
      literalsOf(span.expression, consts, out);
      out.push(span.literal.text);
    }
  } else if (ts.isIdentifier(node) && consts.has(node.text)) out.push(...consts.get(node.text)!);
  else
    ts.forEachChild(node, (child) => {
      literalsOf(child, consts, out);
    });
  return out.filter((text) => text.trim() !== '');
}

interface Case {
  where: string;
  classes: string;
}

function collectCases(): Case[] {
  const cases: Case[] = [];
  const componentBases = new Map<string, string[]>();
  const overrides: { component: string; where: string; classes: string[] }[] = [];
  // Module-level class tables (cva variants, `fieldControlClass`) shared between files by name.
  const sharedConsts = new Map<string, string[]>();
  const parsed = sourceFiles(SRC).map((file) => {
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    return { file: path.relative(SRC, file), source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind) };
  });
  for (const { source } of parsed) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          sharedConsts.set(declaration.name.text, literalsOf(declaration.initializer, new Map()));
      }
    }
  }
  for (const { file, source } of parsed) {
    const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node, functionName: string | undefined): void => {
      if (ts.isFunctionDeclaration(node) && node.name) functionName = node.name.text;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) functionName = node.name.text;
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn') {
        const perArgument = node.arguments.map((argument) => literalsOf(argument, sharedConsts));
        for (let i = 0; i < perArgument.length; i++)
          for (let j = i + 1; j < perArgument.length; j++)
            for (const earlier of perArgument[i]!)
              for (const later of perArgument[j]!) cases.push({ where: at(node), classes: `${earlier} ${later}` });
        const mergesClassName = node.arguments.some((argument) => ts.isIdentifier(argument) && argument.text === 'className');
        if (mergesClassName && functionName) componentBases.set(functionName, perArgument.flat());
      }
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^[A-Z]/.test(node.tagName.getText(source))) {
        const attribute = node.attributes.properties.find(
          (property) => ts.isJsxAttribute(property) && property.name.getText(source) === 'className',
        );
        if (attribute && ts.isJsxAttribute(attribute) && attribute.initializer) {
          const component = node.tagName.getText(source).split('.').pop()!;
          overrides.push({ component, where: at(node), classes: literalsOf(attribute.initializer, sharedConsts) });
        }
      }
      ts.forEachChild(node, (child) => {
        visit(child, functionName);
      });
    };
    visit(source, undefined);
  }
  for (const { component, where, classes } of overrides)
    for (const base of componentBases.get(component) ?? [])
      for (const override of classes) cases.push({ where, classes: `${base} ${override}` });
  return cases;
}

describe('cn() merges as tailwind-merge would, for every class combination in src', () => {
  const cases = collectCases();

  it('finds the combinations (the scan works)', () => {
    expect(cases.length).toBeGreaterThan(200);
    // A caller's className meets the Button's variant table (a cva() call in another file).
    expect(cases.some((c) => c.classes.includes('hover:bg-primary-hover') && c.where.includes('google-button.tsx'))).toBe(true);
  });

  it('gives the same classes as tailwind-merge for each of them', () => {
    const differences = cases
      .filter(({ classes }) => mergeClasses(classes) !== twMerge(classes))
      .map(
        ({ where, classes }) => `${where}: "${classes}" → ours "${mergeClasses(classes)}", tailwind-merge "${twMerge(classes)}"`,
      );
    expect([...new Set(differences)]).toEqual([]);
  });
});
