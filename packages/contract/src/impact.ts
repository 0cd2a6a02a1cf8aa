/**
 * The impact estimate of confirmed handovers, apart from its reply schemas in
 * impact-schemas.ts so the home page and the About page can load it without zod.
 */
import { CATEGORIES, type Category } from './constants';

/**
 * The typical weight, in kilograms, of one item given in each category: the weight a confirmed
 * handover of that category keeps out of landfill. Estimates, reasoned one by one in docs/api.md
 * (Impact); the About page shows this table.
 */
export const CATEGORY_WEIGHT_KG: Record<Category, number> = {
  Furniture: 30,
  Appliances: 20,
  Electronics: 5,
  'Sports Equipment': 5,
  Tools: 3,
  Other: 3,
  Food: 2,
  Clothing: 1,
  Books: 1,
  Toys: 1,
  Games: 1,
};

/**
 * Kilograms of CO2e avoided per tonne of goods reused instead of thrown away (1.45 kg per kg):
 * WRAP's net greenhouse-gas saving of 1.45 tonnes CO2e per tonne of sofas given for direct
 * reuse, from its "Benefits of Re-use Case Study: Domestic Furniture" (2011), applied to every
 * category. An estimate, and a cautious one for most goods (docs/decisions.md, Impact). Per
 * tonne, so the arithmetic stays in whole numbers.
 */
export const CO2E_KG_PER_TONNE_REUSED = 1450;

/** Where the factor comes from, as the About page names it (its title is not translated). */
export const CO2E_FACTOR_SOURCE = {
  publisher: 'WRAP',
  title: 'Benefits of Re-use Case Study: Domestic Furniture',
  year: 2011,
  url: 'https://wrap.org.uk/resources/tool/environmental-and-economic-benefits-re-use',
} as const;

/** Items given, the estimated kilograms they kept out of landfill, and the CO2e that avoided. */
export interface Impact {
  items: number;
  /** whole kilograms */
  kilograms: number;
  /** whole kilograms of CO2e */
  co2eKg: number;
}

/**
 * The impact of some confirmed handovers, given their number per category. Kilograms and CO2e
 * are each rounded once, half up, to a whole kilogram, both from the exact kilograms.
 */
export function estimateImpact(itemsByCategory: Partial<Record<Category, number>>): Impact {
  let items = 0;
  let kilograms = 0;
  for (const category of CATEGORIES) {
    const count = itemsByCategory[category] ?? 0;
    if (!Number.isInteger(count) || count < 0) {
      throw new RangeError(`A count of items must be a whole number of 0 or more: ${count}`);
    }
    items += count;
    kilograms += count * CATEGORY_WEIGHT_KG[category];
  }
  return {
    items,
    kilograms: Math.round(kilograms),
    co2eKg: Math.round((kilograms * CO2E_KG_PER_TONNE_REUSED) / 1000),
  };
}
