import { describe, expect, it } from 'vitest';

import { distanceKm, JORDAN_BOUNDS } from './geo';
import { findPlaces, nearestPlace, placeById, placeKey, placeNamed } from './place-search';
import { PLACES } from './places';

function idsFound(query: string, limit?: number): string[] {
  return findPlaces(query, limit === undefined ? {} : { limit }).map((place) => place.id);
}

describe('placeKey', () => {
  it('sets aside case, width, diacritics, tatweel and the forms of alef, ta marbuta and yeh', () => {
    expect(placeKey('الصُّوَيْفِيَّة')).toBe(placeKey('الصويفيه'));
    expect(placeKey('عمّـــان')).toBe('عمان');
    expect(placeKey('أم أذينة')).toBe('ام اذينه');
    expect(placeKey('إربد')).toBe(placeKey('اربد'));
    expect(placeKey('آ ٱ')).toBe('ا ا');
    expect(placeKey('مستشفى')).toBe('مستشفي');
    expect(placeKey('ＳＨＭＥＩＳＡＮＩ')).toBe('shmeisani');
    expect(placeKey('Ṣuwayliḥ')).toBe('suwaylih');
  });

  it('drops apostrophes and folds hyphens, punctuation and spacing into one space', () => {
    expect(placeKey("Tla'a  Al-Ali")).toBe('tlaa ali');
    expect(placeKey('Tla’ al‐Ali')).toBe('tla ali');
    expect(placeKey("Ma'an")).toBe('maan');
    expect(placeKey(' Deir -- Alla. ')).toBe('deir alla');
  });

  it('drops the article at the start of each word, in both scripts', () => {
    expect(placeKey('الشميساني')).toBe('شميساني');
    expect(placeKey('جبل اللويبدة')).toBe('جبل لويبده');
    expect(placeKey('تلاع العلي')).toBe('تلاع علي');
    expect(placeKey('Jabal Al-Hussein')).toBe('jabal hussein');
    expect(placeKey('jabal el hussein')).toBe('jabal hussein');
    expect(placeKey('Al Shmeisani')).toBe('shmeisani');
    expect(placeKey('As-Salt')).toBe('salt');
    expect(placeKey('Ar-Ramtha')).toBe('ramtha');
    expect(placeKey('Ash-Shobak')).toBe('shobak');
  });

  it('keeps what only looks like an article', () => {
    expect(placeKey('Alanda')).toBe('alanda');
    expect(placeKey('Abu Alanda')).toBe('abu alanda');
    expect(placeKey('Al')).toBe('al');
    expect(placeKey('As Bayader')).toBe('as bayader');
    expect(placeKey('ال')).toBe('ال');
    expect(placeKey('الم')).toBe('الم');
  });
});

describe('findPlaces', () => {
  it('finds a place by any of its spellings, in either language', () => {
    for (const query of [
      'الشميساني',
      'شميساني',
      'Shmeisani',
      'shmesani',
      'SHMISANI',
      'Al-Shmeisani',
    ]) {
      expect(idsFound(query)[0], query).toBe('amman-shmeisani');
    }
    for (const query of ['Sweifieh', 'Swefieh', 'Sweifiyeh', 'الصويفية', 'صويفيه']) {
      expect(idsFound(query)[0], query).toBe('amman-sweifieh');
    }
    for (const query of ['خلدا', 'Khalda', 'khilda']) {
      expect(idsFound(query)[0], query).toBe('amman-khalda');
    }
    expect(idsFound('تلاع العلي')[0]).toBe('amman-tla-al-ali');
    expect(idsFound("Tla'a Al Ali")[0]).toBe('amman-tla-al-ali');
    expect(idsFound('ماركا')[0]).toBe('amman-marka');
    expect(idsFound('عبدون')[0]).toBe('amman-abdoun');
    expect(idsFound('اللويبدة')[0]).toBe('amman-lweibdeh');
    expect(idsFound('Weibdeh')[0]).toBe('amman-lweibdeh');
    expect(idsFound('جبل الحسين')[0]).toBe('amman-jabal-al-hussein');
    expect(idsFound('Petra')[0]).toBe('maan-wadi-musa');
    expect(idsFound('Balqa')[0]).toBe('salt');
  });

  it('finds a place by the start of what is typed', () => {
    expect(idsFound('Shmei')).toEqual(['amman-shmeisani']);
    expect(idsFound('Khal')[0]).toBe('amman-khalda');
    expect(idsFound('الشمي')).toEqual(['amman-shmeisani']);
    expect(idsFound('الج')).toContain('amman-jubeiha');
    expect(idsFound('ال')).toEqual([]);
    expect(idsFound('Al-J')).toContain('amman-jubeiha');
  });

  it('finds a place by a later word of its name, after those it starts', () => {
    expect(idsFound('Hussein')).toContain('amman-jabal-al-hussein');
    expect(idsFound('Summaq')).toEqual(['amman-umm-al-summaq']);
    expect(idsFound('Jabal Hu')).toEqual(['amman-jabal-al-hussein']);
    const amman = idsFound('Amman', 20);
    expect(amman[0]).toBe('amman');
    expect(amman).toContain('amman-jabal-amman');
  });

  it('ranks governorates and towns before areas and neighbourhoods, then by name', () => {
    const zarqa = idsFound('Zarqa');
    expect(zarqa[0]).toBe('zarqa');
    expect(zarqa).toContain('zarqa-new-zarqa');
    const jabal = findPlaces('Jabal', { limit: 50 });
    expect(jabal.length).toBeGreaterThan(8);
    const names = jabal.filter((place) => place.kind === 'neighbourhood').map((place) => place.en);
    expect(names.slice(0, 3)).toEqual(['Jabal Al-Akhdar', 'Jabal Amman', 'Jabal Al-Ashrafieh']);
    expect(names).toEqual([...names].sort((a, b) => placeKey(a).localeCompare(placeKey(b), 'en')));
    const madinah = idsFound('Madinah');
    expect(madinah.slice(0, 2)).toEqual(['amman-madinah', 'amman-sports-city']);
  });

  it('returns every place a name shared by two governorates stands for', () => {
    expect(idsFound('Mazar')).toEqual(['karak-mazar-al-janoubi', 'irbid-mazar-al-shamali']);
    expect(idsFound('المزار')).toHaveLength(2);
    expect(idsFound('University Street')).toEqual(
      expect.arrayContaining(['amman-university-of-jordan', 'irbid-yarmouk-university']),
    );
  });

  it('returns at most the limit, eight by default, and nothing for nothing', () => {
    expect(idsFound('a')).toHaveLength(8);
    expect(idsFound('a', 3)).toHaveLength(3);
    expect(idsFound('a', 0)).toEqual([]);
    expect(idsFound('')).toEqual([]);
    expect(idsFound(' - ')).toEqual([]);
    expect(idsFound('Paris')).toEqual([]);
  });
});

describe('placeById', () => {
  it('finds a place by its id, and nothing by another', () => {
    expect(placeById('amman-khalda')?.ar).toBe('خلدا');
    expect(placeById('nowhere')).toBeUndefined();
    expect(placeById(undefined)).toBeUndefined();
  });
});

describe('nearestPlace', () => {
  it('is the place at a centre, and the place whose centre is nearest a point near it', () => {
    for (const place of PLACES) expect(nearestPlace(place).id).toBe(place.id);
    expect(nearestPlace({ lat: 31.9995, lng: 35.8449 }).id).toBe('amman-khalda');
    expect(nearestPlace({ lat: 29.53, lng: 35.01 }).id).toBe('aqaba');
  });

  it('is never further than another place, anywhere in Jordan', () => {
    const { south, north, west, east } = JORDAN_BOUNDS;
    for (let row = 0; row <= 10; row += 1) {
      for (let column = 0; column <= 10; column += 1) {
        const point = {
          lat: south + ((north - south) * row) / 10,
          lng: west + ((east - west) * column) / 10,
        };
        const nearestKm = distanceKm(point, nearestPlace(point));
        for (const place of PLACES) {
          expect(nearestKm).toBeLessThanOrEqual(distanceKm(point, place));
        }
      }
    }
  });
});

describe('placeNamed', () => {
  it('knows a place by any exact name or alias', () => {
    expect(placeNamed('Khalda')?.id).toBe('amman-khalda');
    expect(placeNamed('خلدا')?.id).toBe('amman-khalda');
    expect(placeNamed('الشميساني')?.id).toBe('amman-shmeisani');
    expect(placeNamed('Shmesani')?.id).toBe('amman-shmeisani');
    expect(placeNamed('Irbid')?.id).toBe('irbid');
    expect(placeNamed('Khal')).toBeUndefined();
    expect(placeNamed('Paris')).toBeUndefined();
  });

  it('reads "Region - area" as an older client wrote it', () => {
    expect(placeNamed('Amman - Khalda')?.id).toBe('amman-khalda');
    expect(placeNamed('عمان - خلدا')?.id).toBe('amman-khalda');
    expect(placeNamed('Amman - Jabal Al-Weibdeh')?.id).toBe('amman-lweibdeh');
    expect(placeNamed('Irbid - University Street')?.id).toBe('irbid-yarmouk-university');
    expect(placeNamed('Amman - University Street')?.id).toBe('amman-university-of-jordan');
    expect(placeNamed('Ma’an - Petra')?.id).toBe('maan-wadi-musa');
  });

  it('falls back to the governorate when the area is unknown or in another governorate', () => {
    expect(placeNamed('Amman - Somewhere new')?.id).toBe('amman');
    expect(placeNamed('Aqaba')?.id).toBe('aqaba');
    expect(placeNamed('Zarqa - Khalda')?.id).toBe('zarqa');
    expect(placeNamed('Somewhere new', 'Karak')?.id).toBe('karak');
    expect(placeNamed('Khalda', 'Zarqa')?.id).toBe('zarqa');
    expect(placeNamed('Paris - Khalda')?.id).toBe('amman-khalda');
    expect(placeNamed('Paris - Louvre')).toBeUndefined();
  });

  it('takes a name shared by two governorates in the region given', () => {
    expect(placeNamed('Mazar', 'Karak')?.id).toBe('karak-mazar-al-janoubi');
    expect(placeNamed('Mazar', 'Irbid')?.id).toBe('irbid-mazar-al-shamali');
    expect(placeNamed('Karak - المزار')?.id).toBe('karak-mazar-al-janoubi');
    expect(placeNamed('Shouneh', 'Salt')?.id).toBe('salt-shouneh-al-janoubiyah');
    expect(placeNamed('Mazar')?.id).toBe('irbid-mazar-al-shamali');
  });
});
