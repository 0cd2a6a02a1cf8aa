import { describe, expect, it } from 'vitest';

import { SEARCH_ALERTS_PER_DAY } from '@tabarru/contract/saved-searches';

import { searchColumnsOf } from '../feed/search-words';
import {
  alertOf,
  conceptsOfQuery,
  criteriaOf,
  hasCriteria,
  keysOfPost,
  matchableOf,
  matchKeyOf,
  MATCH_KEY_LETTERS,
  searchMatches,
  signatureOf,
  type MatchablePost,
  type SearchCriteria,
} from './matching';

/** A post as the feed indexes it (searchColumnsOf), in the form the matcher reads. */
function postOf(
  title: string,
  description = 'In good condition.',
  {
    category = 'Furniture',
    region = 'Amman',
    location = `${region} - Somewhere`,
    extras = [],
  }: { category?: string; region?: string; location?: string; extras?: string[] } = {},
): MatchablePost {
  return matchableOf({
    ...searchColumnsOf({ title, description, extras, location, region }),
    category,
    region,
  });
}

/** Whether the saved search of `query` and these filters matches the post, as the matcher asks. */
function matches(
  query: string,
  post: MatchablePost,
  filters: Partial<Pick<SearchCriteria, 'category' | 'region'>> = {},
): boolean {
  return searchMatches(criteriaOf({ q: query, ...filters }), post, conceptsOfQuery(query));
}

/** [words searched, post title, post description, whether the feed's search shows it] */
const CASES: [string, string, string, boolean][] = [
  ['sofa', 'Two grey sofas', 'Comfortable.', true],
  ['sofas', 'Grey sofa', 'Comfortable.', true],
  ['batteries', 'A car battery', 'Works.', true],
  ['boxes', 'Moving box', 'Strong.', true],
  ['tab', 'Dining table', 'Oak.', true],
  ['able', 'Dining table', 'Oak.', false],
  ['wood table', 'Table of solid wood', 'Heavy.', true],
  ['table chair', 'Dining table', 'Oak.', false],
  ['scratches', 'Dining table', 'A few scratches on top.', true],
  ['TABLE', 'dining Table', 'Oak.', true],
  ['الكتب', 'كتب مدرسية', 'للصف الخامس.', true],
  ['كتب', 'الكتب المدرسية', 'للصف الخامس.', true],
  ['والكتب', 'كتب قديمة', 'بحالة جيدة.', true],
  ['طاولة', 'طاوله خشب', 'ثقيلة.', true],
  ['طاوله', 'طاولة خشب', 'ثقيلة.', true],
  ['أريكة', 'اريكه رمادية', 'مريحة.', true],
  ['ابريق', 'إبريق شاي', 'نظيف.', true],
  ['كُتُب', 'كتب جامعية', 'هندسة.', true],
  ['٣ كراسي', '3 كراسي خشب', 'متينة.', true],
  ['3 كراسي', '٣ كراسي خشب', 'متينة.', true],
  ['ثلاجة', 'غسالة', 'تعمل.', false],
  ['مدفأة', 'غاز', 'مدفأة غاز بحالة ممتازة.', true],
  ['sofa', 'كنبة', 'sofa in Arabic.', true],
  // Through the dictionary: another language, the dialect, Arabizi.
  ['كنبة', 'Grey sofa', 'Comfortable.', true],
  ['sofa', 'كنباية رمادية', 'مريحة.', true],
  ['kanabe', 'Grey couch', 'Comfortable.', true],
  ['heater', 'صوبة', 'شغالة.', true],
  ['مدفأة', 'صوبة غاز للبيع', 'شغالة.', true],
  ['TV', 'شاشة تلفاز', '32 بوصة.', true],
  ['books', 'كتب مدرسية', 'للصف الخامس.', true],
  ['grey كنبة', 'Grey couch', 'Comfortable.', true],
  ['red كنبة', 'Grey couch', 'Comfortable.', false],
  ['TV', 'شاشة كمبيوتر', '24 بوصة.', false],
];

describe('searchMatches agrees with the feed’s word search', () => {
  it.each(CASES)('“%s” and “%s” (%s): %s', (query, title, description, expected) => {
    expect(matches(query, postOf(title, description))).toBe(expected);
  });

  it('matches a place by any of its names, in the words around it', () => {
    const khalda = postOf('Desk lamp', 'Bright.', { location: 'Amman - Khalda' });
    const elsewhere = postOf('Desk lamp', 'Bright.', { location: 'Amman - Abdoun' });
    for (const query of ['Khalda', 'خلدا', 'lamp khalda', 'Amman']) {
      expect(matches(query, khalda), query).toBe(true);
    }
    expect(matches('Khalda', elsewhere)).toBe(false);
    expect(matches('Amman', elsewhere)).toBe(true);
    const shmeisani = postOf('مصباح', 'منير.', { location: 'عمان - الشميساني' });
    expect(matches('Shmesani', shmeisani)).toBe(true);
    expect(matches('lamp', shmeisani)).toBe(true);
  });

  it('holds the category and the region to the post’s own, and any when not chosen', () => {
    const post = postOf('Desk lamp', 'Bright.', { category: 'Electronics', region: 'Irbid' });
    expect(matches('', post, { category: 'Electronics' })).toBe(true);
    expect(matches('', post, { category: 'Furniture' })).toBe(false);
    expect(matches('lamp', post, { region: 'Irbid' })).toBe(true);
    expect(matches('lamp', post, { region: 'Amman' })).toBe(false);
    expect(matches('', post, { category: 'Electronics', region: 'Amman' })).toBe(false);
  });
});

describe('the candidate keys', () => {
  const queries = [
    ...CASES.map(([query]) => query),
    'a',
    'internationalisation',
    'المستشفيات الحكومية',
    'Khalda',
    'خلدا',
    'Shmesani lamp',
    'refrigerators',
    'kanab',
  ];
  const posts = [
    ...CASES.map(([, title, description]) => postOf(title, description)),
    postOf('Internationalisation handbook'),
    postOf('المستشفيات الحكومية في اربد'),
    postOf('Desk lamp', 'Bright.', { location: 'Amman - Khalda' }),
    postOf('مصباح', 'منير.', { location: 'عمان - الشميساني' }),
    postOf('براد', 'شغال.'),
  ];

  it('never lose a match: a post holds the key of every search that matches it', () => {
    let found = 0;
    for (const query of queries) {
      for (const category of [null, 'Furniture', 'Books']) {
        const criteria = criteriaOf({ q: query, category });
        for (const post of posts) {
          if (!searchMatches(criteria, post, conceptsOfQuery(query))) continue;
          found += 1;
          expect(keysOfPost(post)).toContain(matchKeyOf(criteria));
        }
      }
    }
    expect(found).toBeGreaterThan(60);
  });

  it('are the longest stem’s first letters, else the category, else the region', () => {
    expect(matchKeyOf(criteriaOf({ q: 'red sofas', category: 'Furniture' }))).toBe('sofa');
    expect(matchKeyOf(criteriaOf({ q: 'internationalisation' }))).toBe(
      'internationalisation'.slice(0, MATCH_KEY_LETTERS),
    );
    expect(matchKeyOf(criteriaOf({ category: 'Books', region: 'Irbid' }))).toBe('category:Books');
    expect(matchKeyOf(criteriaOf({ region: 'Irbid' }))).toBe('region:Irbid');
  });

  it('of a post are bounded by its words, not by their length', () => {
    const long = 'x'.repeat(500);
    const keys = keysOfPost(postOf(long, long, { region: 'Nowhere' }));
    expect(keys.length).toBeLessThanOrEqual(MATCH_KEY_LETTERS + 2);
  });
});

describe('what a saved search is', () => {
  it('needs words or a filter', () => {
    expect(hasCriteria(criteriaOf({ q: '  !! ' }))).toBe(false);
    expect(hasCriteria(criteriaOf({ q: 'lamp' }))).toBe(true);
    expect(hasCriteria(criteriaOf({ region: 'Zarqa' }))).toBe(true);
  });

  it('is the same search however its words are spelled or ordered', () => {
    const one = signatureOf(criteriaOf({ q: 'Grey SOFAS', category: 'Furniture' }));
    expect(signatureOf(criteriaOf({ q: 'sofa grey', category: 'Furniture' }))).toBe(one);
    expect(signatureOf(criteriaOf({ q: 'sofa grey' }))).not.toBe(one);
    expect(signatureOf(criteriaOf({ q: 'الطاولة' }))).toBe(signatureOf(criteriaOf({ q: 'طاوله' })));
  });
});

describe('the alerts of a day', () => {
  it('tells each match up to the cap, then counts the rest in one', () => {
    expect(alertOf(1)).toEqual({ folded: false });
    expect(alertOf(SEARCH_ALERTS_PER_DAY)).toEqual({ folded: false });
    expect(alertOf(SEARCH_ALERTS_PER_DAY + 1)).toEqual({ folded: true, count: 1 });
    expect(alertOf(SEARCH_ALERTS_PER_DAY + 5)).toEqual({ folded: true, count: 5 });
  });
});
