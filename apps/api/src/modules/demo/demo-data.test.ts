import { describe, expect, it } from 'vitest';

import { CATEGORIES, type Category, type Region } from '@tabarru/contract/constants';

import { DEMO_EVENTS, DEMO_POSTS, DEMO_WANTED } from './demo-data';
import { DEMO_CAMPAIGN, DEMO_ORGANISATIONS } from './demo-organisations';

type Script = 'arabic' | 'latin';

/** The scripts of the letters of a text; digits, signs and punctuation belong to none. */
function scriptsOf(text: string): Set<Script> {
  const scripts = new Set<Script>();
  for (const character of text) {
    if (!/\p{L}/u.test(character)) continue;
    if (/\p{Script=Arabic}/u.test(character)) scripts.add('arabic');
    else if (/\p{Script=Latin}/u.test(character)) scripts.add('latin');
  }
  return scripts;
}

/** The one script a text is written in; null for a text of digits and signs alone. */
function languageOf(text: string): Script | null {
  const scripts = scriptsOf(text);
  if (scripts.size > 1) throw new Error(`Arabic and Latin letters in one text: "${text}"`);
  return [...scripts][0] ?? null;
}

/** That every text with letters is in `expected`, naming the first that is not. */
function expectAllIn(expected: Script, texts: Record<string, string>) {
  for (const [field, text] of Object.entries(texts)) {
    const language = languageOf(text);
    if (language !== null)
      expect({ field, text, language }).toEqual({ field, text, language: expected });
  }
}

/**
 * The towns and neighbourhoods the demo names, by governorate: a place of another governorate,
 * a governorate's own name or a place that is nowhere ('Downtown') fails.
 */
const PLACES: Record<Region, string[]> = {
  Amman: ['Jabal Al-Weibdeh', 'Khalda', 'Tla Al-Ali', 'Abdoun', 'ماركا', 'صويلح'],
  Zarqa: ['Russeifa', 'Al-Hashimiya', 'الزرقاء الجديدة', 'جبل طارق'],
  Irbid: ['Al-Husn', 'Ramtha', 'Al-Naseem', 'الحي الشرقي', 'شارع الجامعة'],
  Salt: ['Fuheis', 'وسط البلد'],
  Madaba: ['Dhiban', 'ماعين'],
  Jerash: ['سوف', 'الكتة'],
  Ajloun: ['عنجرة'],
  Karak: ['المزار'],
  Tafilah: ['بصيرا'],
  "Ma'an": ['Wadi Musa'],
  Aqaba: ['Al-Mahdood', 'Al-Shallaleh', 'المنطقة السكنية الثالثة'],
  Mafraq: ['Balama', 'الخالدية'],
};

/**
 * Where a member looks for each item of the demo: the first rule whose words its title holds.
 * A crib is furniture and a heater an appliance, whatever the child or the season.
 */
const WHERE_TO_LOOK: [RegExp, Category][] = [
  [/crib|cot\b|سرير/i, 'Furniture'],
  [/heater|مدفأة|صوبة/i, 'Appliances'],
  [/sofa|chair|table|wardrobe|rug|كنبة|كرسي|طاولة|خزانة|سجادة/i, 'Furniture'],
  [/washing machine|microwave|iron|hair ?dryer|غسالة|مايكروويف|مكواة|مجفف/i, 'Appliances'],
  [/lamp|laptop|mouse|television|\btv\b|تلفاز|شاشة/i, 'Electronics'],
  [/board games|playstation|controller|شطرنج/i, 'Games'],
  [/toy|puzzle|stuffed|doll|ألعاب|دمى/i, 'Toys'],
  [/book|novel|dictionary|كتب|روايات|قاموس/i, 'Books'],
  [/clothes|coat|jacket|ملابس|معاطف/i, 'Clothing'],
  [/bicycle|football|yoga|dumbbell|دراجة|كرة/i, 'Sports Equipment'],
  [/tool|carpentry|garden|عدة|أدوات/i, 'Tools'],
  [/bread|pastr|food|rice|معلبات|أرز|خبز/i, 'Food'],
  [/dishes|pots|plates|صحون|قدور/i, 'Other'],
];

function whereToLook(title: string): Category | undefined {
  return WHERE_TO_LOOK.find(([words]) => words.test(title))?.[1];
}

describe('the demo seed', () => {
  it('writes each post in one language: title, description, area and extras', () => {
    for (const post of DEMO_POSTS) {
      const language = languageOf(post.title);
      if (language === null) throw new Error(`a title without letters: ${post.title}`);
      expectAllIn(language, {
        description: post.description,
        area: post.area,
        ...Object.fromEntries(post.extras.map((extra, index) => [`extra ${index}`, extra])),
      });
    }
    for (const wanted of DEMO_WANTED) {
      const language = languageOf(wanted.title);
      if (language === null) throw new Error(`a title without letters: ${wanted.title}`);
      expectAllIn(language, { description: wanted.description });
    }
  });

  it('writes each event’s English version in English and its Arabic one in Arabic', () => {
    for (const event of DEMO_EVENTS) {
      expectAllIn('latin', { title: event.title, description: event.description });
      expectAllIn('arabic', { titleAr: event.titleAr, descriptionAr: event.descriptionAr });
      expect(languageOf(event.ownerName)).not.toBeNull();
    }
  });

  it('writes each organisation and the campaign in both languages, and each need in one', () => {
    for (const organisation of DEMO_ORGANISATIONS) {
      expectAllIn('latin', {
        nameEn: organisation.nameEn,
        acceptsNoteEn: organisation.acceptsNoteEn,
        ...Object.fromEntries(
          organisation.dropOffPoints.flatMap((point, index) => [
            [`address ${index}`, point.addressEn],
            [`hours ${index}`, point.hoursEn],
          ]),
        ),
      });
      expectAllIn('arabic', {
        nameAr: organisation.nameAr,
        acceptsNoteAr: organisation.acceptsNoteAr,
        ...Object.fromEntries(
          organisation.dropOffPoints.flatMap((point, index) => [
            [`address ${index}`, point.addressAr],
            [`hours ${index}`, point.hoursAr],
          ]),
        ),
      });
      for (const need of organisation.needs) {
        const language = languageOf(need.title);
        if (language === null) throw new Error(`a title without letters: ${need.title}`);
        expectAllIn(language, { description: need.description });
        // Under way: some came in, never all.
        const received = need.received.reduce((sum, receipt) => sum + receipt.quantity, 0);
        expect(received).toBeLessThan(need.quantity);
      }
    }
    expectAllIn('latin', { title: DEMO_CAMPAIGN.titleEn, text: DEMO_CAMPAIGN.textEn });
    expectAllIn('arabic', { title: DEMO_CAMPAIGN.titleAr, text: DEMO_CAMPAIGN.textAr });
  });

  it('places each post in a town or neighbourhood of its governorate', () => {
    for (const post of DEMO_POSTS) {
      expect({ title: post.title, region: post.region, area: post.area }).toEqual({
        title: post.title,
        region: post.region,
        area: expect.toBeOneOf(PLACES[post.region]),
      });
    }
  });

  it('puts each item in the category a member would look in', () => {
    for (const item of [...DEMO_POSTS, ...DEMO_WANTED]) {
      expect(CATEGORIES).toContain(item.category);
      expect({ title: item.title, category: item.category }).toEqual({
        title: item.title,
        category: whereToLook(item.title),
      });
    }
  });

  it('refuses what it is there to refuse: mixed letters, an area in another language, a crib among toys', () => {
    expect(() => languageOf('Downtown - العقبة')).toThrow(/Arabic and Latin/);
    expect(languageOf('٢×٣ م')).toBe('arabic');
    expect(languageOf('20 litres')).toBe('latin');
    expect(languageOf('12 - 3')).toBeNull();
    expect(() => expectAllIn('arabic', { area: 'Downtown' })).toThrow();
    expect(whereToLook('سرير أطفال')).toBe('Furniture');
    expect(whereToLook('Gas heater for winter')).toBe('Appliances');
    expect(whereToLook('Baby cot')).toBe('Furniture');
  });
});
