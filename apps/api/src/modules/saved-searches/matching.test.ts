import { describe, expect, it } from 'vitest';

import { distanceKm, EARTH_RADIUS_KM, WITHIN_KM_OPTIONS, type Point } from '@tabarru/contract/geo';
import { placeById } from '@tabarru/contract/place-search';
import { PLACES } from '@tabarru/contract/places';
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
    shown = null,
  }: {
    category?: string;
    region?: string;
    location?: string;
    extras?: string[];
    /** the point it is shown at */
    shown?: Point | null;
  } = {},
): MatchablePost {
  return matchableOf({
    ...searchColumnsOf({ title, description, extras, location, region }),
    category,
    region,
    shown_lat: shown?.lat ?? null,
    shown_lng: shown?.lng ?? null,
  });
}

function centreOf(placeId: string): Point {
  const place = placeById(placeId);
  if (!place) throw new Error(`no place ${placeId}`);
  return { lat: place.lat, lng: place.lng };
}

/** The point `km` north of `point`, on the sphere distances are measured on. */
function north(point: Point, km: number): Point {
  return { lat: point.lat + ((km / EARTH_RADIUS_KM) * 180) / Math.PI, lng: point.lng };
}

/** The point `km` east of `point`, along its parallel. */
function east(point: Point, km: number): Point {
  const radius = EARTH_RADIUS_KM * Math.cos((point.lat * Math.PI) / 180);
  return { lat: point.lat, lng: point.lng + ((km / radius) * 180) / Math.PI };
}

const KHALDA = centreOf('amman-khalda');

/** Whether the saved search of `query` and these filters matches the post, as the matcher asks. */
function matches(
  query: string,
  post: MatchablePost,
  filters: Partial<Pick<SearchCriteria, 'category' | 'region'>> & {
    place?: string;
    within_km?: number;
  } = {},
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

describe('searchMatches near a place agrees with the feed’s distance', () => {
  const near = { place: 'amman-khalda', within_km: 5 };

  it('holds a post within the distance of the place’s centre, and not one beyond it', () => {
    const inside = postOf('Sofa', 'Grey.', { shown: north(KHALDA, 4.9) });
    const outside = postOf('Sofa', 'Grey.', { shown: north(KHALDA, 5.1) });
    expect(distanceKm(KHALDA, north(KHALDA, 4.9))).toBeCloseTo(4.9, 9);
    expect(matches('', inside, near)).toBe(true);
    expect(matches('', outside, near)).toBe(false);
    expect(matches('', outside, { ...near, within_km: 10 })).toBe(true);
    expect(matches('', postOf('Sofa', 'Grey.', { shown: east(KHALDA, 4.9) }), near)).toBe(true);
    expect(matches('', postOf('Sofa', 'Grey.', { shown: east(KHALDA, 5.1) }), near)).toBe(false);
  });

  it('takes the boundary as the feed does: at most the distance, by the same measure', () => {
    for (const km of [4.999_999, 5, 5.000_001]) {
      for (const shown of [north(KHALDA, km), east(KHALDA, km)]) {
        const post = postOf('Sofa', 'Grey.', { shown });
        expect(matches('', post, near), String(km)).toBe(distanceKm(KHALDA, shown) <= 5);
      }
    }
  });

  it('holds the words, the category and the region as well as the distance', () => {
    const sofa = postOf('Grey sofa', 'Comfortable.', { shown: north(KHALDA, 3) });
    const farSofa = postOf('Grey sofa', 'Comfortable.', { shown: north(KHALDA, 8) });
    const lamp = postOf('Desk lamp', 'Bright.', { shown: north(KHALDA, 3) });
    expect(matches('sofa', sofa, near)).toBe(true);
    expect(matches('كنبة', sofa, near)).toBe(true);
    expect(matches('sofa', farSofa, near)).toBe(false);
    expect(matches('sofa', lamp, near)).toBe(false);
    expect(matches('sofa', sofa, { ...near, category: 'Books' })).toBe(false);
    expect(matches('sofa', sofa, { ...near, region: 'Irbid' })).toBe(false);
  });

  it('never holds a post shown nowhere', () => {
    expect(matches('sofa', postOf('Grey sofa'), near)).toBe(false);
    expect(matches('sofa', postOf('Grey sofa'))).toBe(true);
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

  it('never lose a match near a place, across a region’s border too', () => {
    // Posts shown around Amman, out to 60 km, and at every place's centre.
    const shownAt = [
      ...[0.4, 2.9, 4.99, 9.7, 24.5, 49.9, 60].flatMap((km) => [
        north(KHALDA, km),
        east(KHALDA, km),
      ]),
      ...PLACES.map((place) => ({ lat: place.lat, lng: place.lng })),
    ];
    const placed = shownAt.map((shown) => {
      const post = postOf('Grey sofa', 'Comfortable.', { shown });
      return { post, keys: new Set(keysOfPost(post)) };
    });
    let found = 0;
    for (const q of ['', 'sofa']) {
      const concepts = conceptsOfQuery(q);
      for (const place of PLACES) {
        for (const km of WITHIN_KM_OPTIONS) {
          const criteria = criteriaOf({ q, place: place.id, within_km: km });
          const key = matchKeyOf(criteria);
          for (const { post, keys } of placed) {
            if (!searchMatches(criteria, post, concepts)) continue;
            found += 1;
            if (!keys.has(key)) expect.fail(`${key} is not a key of a post it matches`);
          }
        }
      }
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('are the longest stem’s first letters, else the category, else the region', () => {
    expect(matchKeyOf(criteriaOf({ q: 'red sofas', category: 'Furniture' }))).toBe('sofa');
    expect(matchKeyOf(criteriaOf({ q: 'internationalisation' }))).toBe(
      'internationalisation'.slice(0, MATCH_KEY_LETTERS),
    );
    expect(matchKeyOf(criteriaOf({ category: 'Books', region: 'Irbid' }))).toBe('category:Books');
    expect(matchKeyOf(criteriaOf({ region: 'Irbid' }))).toBe('region:Irbid');
  });

  it('are the place and distance before the category and region, after the words', () => {
    const khalda = { place: 'amman-khalda', within_km: 5 };
    expect(matchKeyOf(criteriaOf({ ...khalda, category: 'Books', region: 'Amman' }))).toBe(
      'near:amman-khalda:5',
    );
    expect(matchKeyOf(criteriaOf({ ...khalda, q: 'sofa' }))).toBe('sofa');
  });

  it('of a post are bounded by its words, not by their length', () => {
    const long = 'x'.repeat(500);
    const keys = keysOfPost(postOf(long, long, { region: 'Nowhere' }));
    expect(keys.length).toBeLessThanOrEqual(MATCH_KEY_LETTERS + 2);
    const placed = keysOfPost(postOf(long, long, { region: 'Nowhere', shown: KHALDA }));
    expect(placed.length - keys.length).toBeGreaterThan(0);
    expect(placed.length - keys.length).toBeLessThanOrEqual(
      PLACES.length * WITHIN_KM_OPTIONS.length,
    );
  });
});

describe('what a saved search is', () => {
  it('needs words or a filter', () => {
    expect(hasCriteria(criteriaOf({ q: '  !! ' }))).toBe(false);
    expect(hasCriteria(criteriaOf({ q: 'lamp' }))).toBe(true);
    expect(hasCriteria(criteriaOf({ region: 'Zarqa' }))).toBe(true);
    expect(hasCriteria(criteriaOf({ place: 'amman-khalda', within_km: 5 }))).toBe(true);
  });

  it('keeps a place only with its distance', () => {
    expect(criteriaOf({ q: 'sofa', place: 'amman-khalda' })).toMatchObject({
      place: null,
      withinKm: null,
    });
    expect(hasCriteria(criteriaOf({ within_km: 5 }))).toBe(false);
  });

  it('is the same search however its words are spelled or ordered', () => {
    const one = signatureOf(criteriaOf({ q: 'Grey SOFAS', category: 'Furniture' }));
    expect(signatureOf(criteriaOf({ q: 'sofa grey', category: 'Furniture' }))).toBe(one);
    expect(signatureOf(criteriaOf({ q: 'sofa grey' }))).not.toBe(one);
    expect(signatureOf(criteriaOf({ q: 'الطاولة' }))).toBe(signatureOf(criteriaOf({ q: 'طاوله' })));
  });

  it('is another search near another place or within another distance', () => {
    const within = (place: string, km: number) =>
      signatureOf(criteriaOf({ q: 'sofa', place, within_km: km }));
    const signatures = [
      signatureOf(criteriaOf({ q: 'sofa' })),
      within('amman-khalda', 5),
      within('amman-khalda', 10),
      within('amman-abdoun', 5),
    ];
    expect(new Set(signatures).size).toBe(signatures.length);
    expect(within('amman-khalda', 5)).toBe(
      signatureOf(criteriaOf({ q: 'SOFAS', place: 'amman-khalda', within_km: 5 })),
    );
  });

  it('is, without a place, the text it was before places, so earlier saves are found again', () => {
    expect(signatureOf(criteriaOf({ q: 'sofa', region: 'Irbid' }))).toBe(
      JSON.stringify([['sofa'], null, 'Irbid']),
    );
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
