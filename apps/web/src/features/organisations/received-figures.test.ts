import { describe, expect, it } from 'vitest';

import type { OrganisationReceivedReply } from '@tabarru/contract/organisations';

import { itemsBy, itemsByWeek, receivedCsv, totalItems } from './received-figures';

const reply: OrganisationReceivedReply = {
  weeks: ['2026-11-14', '2026-11-21', '2026-11-28'],
  rows: [
    { week: '2026-11-14', category: 'Clothing', region: 'Amman', items: 4 },
    { week: '2026-11-14', category: 'Books', region: 'Mafraq', items: 1 },
    { week: '2026-11-28', category: 'Clothing', region: 'Mafraq', items: 3 },
  ],
};

describe('itemsByWeek', () => {
  it('gives every week, a week with nothing as 0', () => {
    expect(itemsByWeek(reply)).toEqual([
      { week: '2026-11-14', items: 5 },
      { week: '2026-11-21', items: 0 },
      { week: '2026-11-28', items: 3 },
    ]);
  });
});

describe('itemsBy', () => {
  it('adds up by category and by governorate, the most first', () => {
    expect(itemsBy(reply.rows, 'category')).toEqual([
      { key: 'Clothing', items: 7 },
      { key: 'Books', items: 1 },
    ]);
    expect(itemsBy(reply.rows, 'region')).toEqual([
      { key: 'Amman', items: 4 },
      { key: 'Mafraq', items: 4 },
    ]);
  });

  it('totals every row', () => {
    expect(totalItems(reply.rows)).toBe(8);
    expect(totalItems([])).toBe(0);
  });
});

describe('receivedCsv', () => {
  it('writes one line per row with the names in the page language', () => {
    const csv = receivedCsv(reply.rows, {
      header: ['بداية الأسبوع', 'الفئة', 'المحافظة', 'الأغراض'],
      category: (category) => (category === 'Clothing' ? 'ملابس' : 'كتب'),
      region: (region) => (region === 'Amman' ? 'عمّان' : 'المفرق'),
    });
    expect(csv.split('\r\n')).toEqual([
      'بداية الأسبوع,الفئة,المحافظة,الأغراض',
      '2026-11-14,ملابس,عمّان,4',
      '2026-11-14,كتب,المفرق,1',
      '2026-11-28,ملابس,المفرق,3',
      '',
    ]);
  });
});
