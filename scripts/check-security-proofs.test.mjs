// The parser of scripts/check-security-proofs.mjs: run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  checkRows,
  collectTests,
  hasTest,
  parseProofs,
  parseRequirementRows,
} from './check-security-proofs.mjs';

const DOCUMENT = `# Security

## Sessions

| Requirement | Asks | Status | Proof or reason |
| --- | --- | --- | --- |
| V0.0.0 | not in the section | proven | \`a.test.ts\` \`x\` |

## Rate limits

## ASVS 5.0 level 2

### V6 Authentication

| Requirement | Asks | Status | Proof or reason |
| --- | --- | --- | --- |
| V6.2.1 | at least 8 characters | proven | \`apps/api/test/a.test.ts\` \`refuses short\`, \`middle > inner\`; \`e2e/tests/b.spec.ts\` \`signs in (\${lang})\` |
| V6.1.1 | documented limits | documented | \`docs/security.md\` \`Rate limits\` |
| V6.8.1–V6.8.4 | identity providers | n/a | none |
| V6.3.3 | MFA | not met | a password alone (see \`apps/api/test/a.test.ts\`) |

## After

| V9.9.9 | outside | proven | \`a.test.ts\` \`y\` |
`;

const SOURCE = `
import { describe, it, test } from 'vitest';
describe('outer', () => {
  describe("middle", () => {
    it('inner', () => {});
    it.each([1, 2])('refuses %s', () => {});
  });
  it.skip(\`template \${name} test\`, () => {});
  test.describe('pw', () => { test('playwright test', async () => {}); });
});
it('refuses short', () => {});
it.each\`a | b\`('table $a', () => {});
test.beforeEach(() => {});
test.step('not a test', async () => {});
`;

describe('parseRequirementRows', () => {
  it('reads the rows of the ASVS section only, skipping headers and separators', () => {
    const { found, rows } = parseRequirementRows(DOCUMENT);
    assert.equal(found, true);
    assert.deepEqual(
      rows.map((row) => [row.id, row.status]),
      [
        ['V6.2.1', 'proven'],
        ['V6.1.1', 'documented'],
        ['V6.8.1–V6.8.4', 'n/a'],
        ['V6.3.3', 'not met'],
      ],
    );
    assert.equal(rows[0].line, 17);
  });

  it('says when the section is missing', () => {
    assert.deepEqual(parseRequirementRows('# Security\n'), { found: false, rows: [] });
  });
});

describe('parseProofs', () => {
  it('pairs each file with the names after it, and ignores code quoted in a note', () => {
    assert.deepEqual(
      parseProofs(
        '`a/x.test.ts` `one`, `two`; `b/y.spec.ts` `three` (the `note` here); `c/z.md` `Heading`',
      ),
      [
        { file: 'a/x.test.ts', names: ['one', 'two'] },
        { file: 'b/y.spec.ts', names: ['three'] },
        { file: 'c/z.md', names: ['Heading'] },
      ],
    );
  });

  it('reads a name written between double backticks', () => {
    assert.deepEqual(parseProofs('`a/x.test.tsx` `` says `hi` ``'), [
      { file: 'a/x.test.tsx', names: ['says `hi`'] },
    ]);
  });
});

describe('collectTests', () => {
  it('finds it, test, each, skip and Playwright tests with their describe blocks', () => {
    assert.deepEqual(collectTests(SOURCE), [
      ['outer', 'middle', 'inner'],
      ['outer', 'middle', 'refuses %s'],
      ['outer', 'template ${name} test'],
      ['outer', 'pw', 'playwright test'],
      ['refuses short'],
      ['table $a'],
    ]);
  });
});

describe('hasTest', () => {
  const tests = collectTests(SOURCE);

  it('matches a name exactly, in any quotes it was written with', () => {
    assert.equal(hasTest(tests, 'inner'), true);
    assert.equal(hasTest(tests, 'playwright test'), true);
    assert.equal(hasTest(tests, 'inne'), false);
    assert.equal(hasTest(tests, 'Inner'), false);
  });

  it('matches the last describe blocks and the name, joined by " > "', () => {
    assert.equal(hasTest(tests, 'middle > inner'), true);
    assert.equal(hasTest(tests, 'outer > middle > inner'), true);
    assert.equal(hasTest(tests, 'outer > inner'), false);
    assert.equal(hasTest(tests, 'pw > inner'), false);
  });
});

describe('checkRows', () => {
  const files = {
    '/repo/apps/api/test/a.test.ts': SOURCE,
    '/repo/e2e/tests/b.spec.ts':
      "test.describe('x', () => { test(`signs in (${lang})`, () => {}); });",
    '/repo/docs/security.md': DOCUMENT,
  };
  const readFile = (file) => files[file];

  it('passes rows whose every proof is found', () => {
    const { rows } = parseRequirementRows(DOCUMENT);
    assert.deepEqual(checkRows(rows, { root: '/repo', readFile }), []);
  });

  it('names each broken row: a missing file, a missing test, a bad status, no proof', () => {
    const broken = DOCUMENT.replace('`refuses short`', '`refuses long`')
      .replace('e2e/tests/b.spec.ts', 'e2e/tests/gone.spec.ts')
      .replace('| documented |', '| done |')
      .replace('| not met | a password alone (see `apps/api/test/a.test.ts`) |', '| not met |  |');
    const { rows } = parseRequirementRows(broken);
    assert.deepEqual(checkRows(rows, { root: '/repo', readFile }), [
      'line 17 V6.2.1: `apps/api/test/a.test.ts` has no test named `refuses long`',
      'line 17 V6.2.1: `e2e/tests/gone.spec.ts` does not exist',
      'line 18 V6.1.1: status "done" is not one of: proven, documented, not yet proven, not met, n/a',
      'line 20 V6.3.3: is not met but does not say why',
    ]);
  });

  it('refuses a proven row without a test, and an id listed twice', () => {
    const { rows } = parseRequirementRows(
      DOCUMENT.replace(
        '| V6.1.1 | documented limits | documented |',
        '| V6.2.1 | again | proven |',
      ),
    );
    assert.deepEqual(checkRows(rows, { root: '/repo', readFile }), [
      'line 18 V6.2.1: also listed at line 17',
      'line 18 V6.2.1: is proven but names no test file',
    ]);
  });
});
