#!/usr/bin/env node
// Checks the ASVS tables of docs/security.md: every row that claims a proof names a file that
// exists and, in it, a test (or, for a documentation requirement, a heading) of exactly that
// name. A renamed or deleted test would otherwise leave the table claiming what nothing proves.
//
// Usage: node scripts/check-security-proofs.mjs [docs/security.md]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The heading whose tables are checked; the section ends at the next heading of its level. */
export const SECTION_HEADING = '## ASVS 5.0 level 2';

/** What a row may say of its requirement, and what each needs in the proof column. */
export const STATUSES = {
  proven: 'names at least one test',
  documented: 'names at least one heading of a document',
  'not yet proven': 'says why no test shows it yet',
  'not met': 'says what is missing',
  'n/a': 'says why it does not apply',
};

/** Separates describe blocks from the test's own name in a proof (`outer > inner > test`). */
export const PATH_SEPARATOR = ' > ';

const REQUIREMENT_ID = /^V\d+(\.\d+){2}(–V?\d+(\.\d+){2})?$/;
const PROOF_FILE = /^[\w.@-]+(\/[\w.@-]+)*\.(test\.tsx?|test\.mjs|spec\.ts|md)$/;

/** Splits a Markdown table line into its cells, keeping `\|` inside a cell. */
function tableCells(line) {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The code spans of a cell in order, each with the text between it and the one before. */
function codeSpans(cell) {
  const spans = [];
  let end = 0;
  for (const match of cell.matchAll(/(`+)(.+?)\1(?!`)/g)) {
    const raw = match[2];
    // CommonMark strips one space each side when both are there (how `` `x` `` is written).
    const text = /^ .* $/.test(raw) && raw.trim() !== '' ? raw.slice(1, -1) : raw;
    spans.push({ text, before: cell.slice(end, match.index) });
    end = match.index + match[0].length;
  }
  return spans;
}

/**
 * The proofs a cell names: each file (a code span that is a repository path of a test or a
 * Markdown document) with the names that follow it, separated by commas only. Code spans among
 * other words (a note in brackets) are not names, so a note may quote code freely.
 */
export function parseProofs(cell) {
  const proofs = [];
  let collecting = false;
  for (const { text, before } of codeSpans(cell)) {
    if (PROOF_FILE.test(text)) {
      proofs.push({ file: text, names: [] });
      collecting = true;
    } else if (collecting && /^[\s,]*$/.test(before)) {
      proofs.at(-1).names.push(text);
    } else {
      collecting = false;
    }
  }
  return proofs;
}

/**
 * The requirement rows of the tables in the ASVS section of a Markdown document:
 * `| Requirement | Asks | Status | Proof or reason |`, header and separator rows skipped.
 */
export function parseRequirementRows(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === SECTION_HEADING);
  if (start === -1) return { found: false, rows: [] };
  const level = SECTION_HEADING.indexOf(' ');
  const rows = [];
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^(#+) /.exec(line);
    if (heading && heading[1].length <= level) break;
    if (!line.trimStart().startsWith('|')) continue;
    const next = lines[i + 1] ?? '';
    if (/^\s*\|[\s:|-]+\|\s*$/.test(line) || /^\s*\|[\s:|-]+\|\s*$/.test(next)) continue;
    const cells = tableCells(line);
    const [id = '', asks = '', status = '', proof = ''] = cells;
    rows.push({
      line: i + 1,
      id: id.replace(/\*\*/g, ''),
      asks,
      status,
      proof,
      cellCount: cells.length,
      proofs: parseProofs(proof),
    });
  }
  return { found: true, rows };
}

/** The name a test or describe call is given, when it is written as a literal. */
function literalName(node) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // A name built in a loop is matched by its template as written: `refuses ${route.path}`.
  if (ts.isTemplateExpression(node)) return node.getText().slice(1, -1);
  return undefined;
}

const TEST_MODIFIERS = new Set([
  'only',
  'skip',
  'todo',
  'fails',
  'fail',
  'fixme',
  'concurrent',
  'sequential',
  'each',
  'for',
  'skipIf',
  'runIf',
]);

/** Whether a call declares a describe block, a test, or neither (hooks, steps, fixtures). */
function callKind(call) {
  let callee = call.expression;
  // it.each(table)('name', …), it.skipIf(cond)('name', …) and it.each`table`('name', …)
  while (ts.isCallExpression(callee) || ts.isTaggedTemplateExpression(callee)) {
    callee = ts.isCallExpression(callee) ? callee.expression : callee.tag;
  }
  const chain = [];
  while (ts.isPropertyAccessExpression(callee)) {
    chain.unshift(callee.name.text);
    callee = callee.expression;
  }
  if (!ts.isIdentifier(callee)) return undefined;
  const root = callee.text;
  if (root === 'describe' || root === 'suite') {
    return chain.every((name) => TEST_MODIFIERS.has(name)) ? 'describe' : undefined;
  }
  if (root !== 'it' && root !== 'test') return undefined;
  // Playwright's test.describe(…) and test.describe.serial(…)
  if (chain[0] === 'describe') return 'describe';
  return chain.every((name) => TEST_MODIFIERS.has(name)) ? 'test' : undefined;
}

/**
 * Every test a source file declares, each as its path: the names of the describe blocks around
 * it, outermost first, then its own name.
 */
export function collectTests(source, fileName = 'file.test.ts') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const tests = [];
  const visit = (node, describes) => {
    let inner = describes;
    if (ts.isCallExpression(node)) {
      const kindOfCall = callKind(node);
      const name = literalName(node.arguments[0]);
      if (kindOfCall === 'test' && name !== undefined) tests.push([...describes, name]);
      if (kindOfCall === 'describe' && name !== undefined) inner = [...describes, name];
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(file, []);
  return tests;
}

/**
 * Whether a proof's name designates one of the tests: its own name exactly, or
 * `describe > … > test`, the last describe blocks around the test and its name.
 */
export function hasTest(tests, name) {
  const segments = name.split(PATH_SEPARATOR);
  return tests.some((testPath) => {
    if (testPath.at(-1) === name) return true;
    if (segments.length < 2 || segments.length > testPath.length) return false;
    const tail = testPath.slice(testPath.length - segments.length);
    return tail.every((segment, index) => segment === segments[index]);
  });
}

/** The headings of a Markdown document, without their #s. */
export function collectHeadings(markdown) {
  return markdown
    .split('\n')
    .map((line) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1])
    .filter((heading) => heading !== undefined);
}

/** What is wrong with each row, as `line id: problem` strings; empty when every proof holds. */
export function checkRows(rows, { root = REPO_ROOT, readFile = readRepoFile } = {}) {
  const problems = [];
  const seen = new Map();
  const namesIn = new Map();
  const report = (row, problem) =>
    problems.push(`line ${row.line} ${row.id || '(no id)'}: ${problem}`);
  for (const row of rows) {
    if (row.cellCount !== 4) report(row, `has ${row.cellCount} cells, expected 4`);
    if (!REQUIREMENT_ID.test(row.id)) report(row, `"${row.id}" is not an ASVS id like V6.2.1`);
    if (seen.has(row.id)) report(row, `also listed at line ${seen.get(row.id)}`);
    else seen.set(row.id, row.line);
    if (!row.asks) report(row, 'does not say what the requirement asks');
    if (!Object.hasOwn(STATUSES, row.status)) {
      report(row, `status "${row.status}" is not one of: ${Object.keys(STATUSES).join(', ')}`);
      continue;
    }
    const tests = row.proofs.filter((proof) => !proof.file.endsWith('.md'));
    const documents = row.proofs.filter((proof) => proof.file.endsWith('.md'));
    if (row.status === 'proven' && tests.length === 0)
      report(row, 'is proven but names no test file');
    if (row.status === 'documented' && documents.length === 0) {
      report(row, 'is documented but names no document');
    }
    if (!['proven', 'documented'].includes(row.status) && !row.proof) {
      report(row, `is ${row.status} but does not say why`);
    }
    if (row.status !== 'proven' && row.status !== 'documented') continue;
    for (const proof of row.proofs) {
      if (proof.names.length === 0) {
        report(row, `\`${proof.file}\` is named without a test or heading after it`);
        continue;
      }
      if (!namesIn.has(proof.file)) {
        const source = readFile(path.join(root, proof.file));
        namesIn.set(
          proof.file,
          source === undefined
            ? undefined
            : proof.file.endsWith('.md')
              ? collectHeadings(source).map((heading) => [heading])
              : collectTests(source, proof.file),
        );
      }
      const names = namesIn.get(proof.file);
      if (names === undefined) {
        report(row, `\`${proof.file}\` does not exist`);
        continue;
      }
      for (const name of proof.names) {
        if (!hasTest(names, name)) {
          const what = proof.file.endsWith('.md') ? 'heading' : 'test';
          report(row, `\`${proof.file}\` has no ${what} named \`${name}\``);
        }
      }
    }
  }
  return problems;
}

function readRepoFile(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** How many rows have each status, for the summary line. */
export function countStatuses(rows) {
  const counts = Object.fromEntries(Object.keys(STATUSES).map((status) => [status, 0]));
  for (const row of rows) if (Object.hasOwn(counts, row.status)) counts[row.status]++;
  return counts;
}

function main() {
  const document = process.argv[2] ?? 'docs/security.md';
  const { found, rows } = parseRequirementRows(
    readFileSync(path.resolve(REPO_ROOT, document), 'utf8'),
  );
  if (!found || rows.length === 0) {
    console.error(`${document}: no "${SECTION_HEADING}" section with requirement rows`);
    process.exit(1);
  }
  const problems = checkRows(rows);
  if (problems.length > 0) {
    console.error(`${document}: ${problems.length} ASVS row(s) name a proof that does not hold:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  const counts = Object.entries(countStatuses(rows))
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  console.log(`${document}: ${rows.length} ASVS requirements, every proof found (${counts})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
