import { describe, expect, it } from 'vitest';

import { csvFile, csvText } from './csv';

describe('csvText', () => {
  it('writes rows with commas and CRLF, numbers as digits', () => {
    expect(
      csvText([
        ['Week', 'Items'],
        ['2026-11-28', 12],
      ]),
    ).toBe('Week,Items\r\n2026-11-28,12\r\n');
  });

  it('quotes what would break a cell and doubles its quotes', () => {
    expect(csvText([['Toys, games', 'a "big" one', 'two\nlines', ' padded']])).toBe(
      '"Toys, games","a ""big"" one","two\nlines"," padded"\r\n',
    );
  });

  it('writes a text that starts like a formula as text', () => {
    expect(csvText([['=HYPERLINK("x")', '+1', '-2', '@sum', 'ok']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@sum,ok\r\n`,
    );
  });

  it('keeps Arabic as it is', () => {
    expect(csvText([['الأسبوع', 'عمّان']])).toBe('الأسبوع,عمّان\r\n');
  });
});

describe('csvFile', () => {
  it('starts with the byte order mark so spreadsheets read UTF-8', async () => {
    const bytes = new Uint8Array(await csvFile('a\r\n').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvFile('a').type).toBe('text/csv;charset=utf-8');
  });
});
