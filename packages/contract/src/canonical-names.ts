import { CATEGORIES, REGIONS, type Category, type Region } from './constants';

/**
 * The names a category or region is sent by besides its own: its Arabic names and common
 * spellings. The earlier product's Arabic create page sends the Arabic category name, and its
 * region list a typographic apostrophe ("Ma’an"); each is stored as the one canonical value.
 */
const CATEGORY_NAMES: Record<Category, readonly string[]> = {
  Furniture: ['أثاث', 'الأثاث', 'مفروشات', 'أثاث منزلي'],
  Electronics: ['إلكترونيات', 'الإلكترونيات', 'أجهزة إلكترونية', 'electronic'],
  Games: ['ألعاب', 'الألعاب'],
  Clothing: ['ملابس', 'الملابس', 'ألبسة', 'clothes'],
  Books: ['كتب', 'الكتب', 'كتب ومجلات', 'book'],
  Appliances: ['أجهزة منزلية', 'الأجهزة المنزلية', 'أجهزة كهربائية', 'home appliances'],
  Toys: ['ألعاب أطفال', 'ألعاب الأطفال', 'دمى', 'toy'],
  Tools: ['أدوات', 'الأدوات', 'عدد', 'عدة', 'tool'],
  'Sports Equipment': ['معدات رياضية', 'أدوات رياضية', 'مستلزمات رياضية', 'رياضة', 'sports'],
  Food: ['طعام', 'الطعام', 'أطعمة', 'مواد غذائية', 'أكل'],
  Other: ['أخرى', 'غير ذلك', 'أشياء أخرى'],
};

const REGION_NAMES: Record<Region, readonly string[]> = {
  Amman: ['عمّان', 'عمان'],
  Zarqa: ['الزرقاء', 'زرقاء', 'Zarka'],
  Irbid: ['إربد', 'اربد'],
  Salt: ['السلط', 'Al-Salt', 'As-Salt'],
  Madaba: ['مادبا', 'مأدبا'],
  Jerash: ['جرش'],
  Ajloun: ['عجلون', 'Ajlun'],
  Karak: ['الكرك', 'Kerak', 'Al-Karak'],
  Tafilah: ['الطفيلة', 'Tafila'],
  "Ma'an": ['معان', 'Maan'],
  Aqaba: ['العقبة', 'عقبة'],
  Mafraq: ['المفرق', 'Al-Mafraq'],
};

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const APOSTROPHES = /[\u2018\u2019\u02BC\u0060\u00B4]/g;

/**
 * A name as compared: case, width, diacritics, tatweel, the forms of alef, ta marbuta, alef
 * maqsura, apostrophes and spaces set aside.
 */
function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

function lookup<Name extends string>(
  canonical: readonly Name[],
  aliases: Record<Name, readonly string[]>,
): Map<string, Name> {
  const byKey = new Map<string, Name>();
  for (const name of canonical) {
    for (const alias of [name, ...aliases[name]]) {
      const key = nameKey(alias);
      const taken = byKey.get(key);
      if (taken !== undefined && taken !== name) {
        throw new Error(`"${alias}" would name both ${taken} and ${name}`);
      }
      byKey.set(key, name);
    }
  }
  return byKey;
}

const CATEGORY_BY_KEY = lookup(CATEGORIES, CATEGORY_NAMES);
const REGION_BY_KEY = lookup(REGIONS, REGION_NAMES);

/** The category `name` stands for, in any of its names; undefined for none. */
export function canonicalCategory(name: string): Category | undefined {
  return CATEGORY_BY_KEY.get(nameKey(name));
}

/** The region `name` stands for, in any of its names; undefined for none. */
export function canonicalRegion(name: string): Region | undefined {
  return REGION_BY_KEY.get(nameKey(name));
}
