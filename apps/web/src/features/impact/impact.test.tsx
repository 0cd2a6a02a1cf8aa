import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CATEGORY_WEIGHT_KG,
  CO2E_FACTOR_SOURCE,
  CO2E_KG_PER_TONNE_REUSED,
  type Impact,
} from '@tabarru/contract/impact';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { observeIntersectionsByHand, scrollToEverything } from '../../test/intersection';
import { formatNumber } from '../../lib/format';
import { stubApi } from '../../test/api-stub';
import { buildPublicProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const SITE: Impact = { items: 1234, kilograms: 23456, co2eKg: 34011 };
const IMPACT = 'GET /api/stats/impact';

const LANGUAGES = [
  ['en', en, ''],
  ['ar', ar, '/ar'],
] as const;

function kilograms(value: number, language: 'en' | 'ar') {
  return formatNumber(value, language, { style: 'unit', unit: 'kilogram' });
}

/** An estimate as shown: "≈ 51 kg" in English, «نحو 51 كغم» in Arabic. */
function estimate(texts: typeof en, value: string) {
  return texts.impact.figures.approximately.replace('{{value}}', value);
}

async function section(name: string) {
  return (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
}

/** The figure of one measure: its number as shown, as heard, and its label. */
function figure(block: HTMLElement, measure: 'items' | 'kilograms' | 'co2e') {
  const item = block.querySelector(`[data-impact="${measure}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no ${measure} figure`);
  return item;
}

describe("the site's impact on the home page", () => {
  beforeEach(() => {
    observeIntersectionsByHand();
  });

  it('asks for the figures once the block is seen, not before', async () => {
    const api = stubApi({ [IMPACT]: { body: { impact: SITE } } });
    renderRoute('/');
    const block = await section(en.impact.site.heading);
    expect(api.callsTo(IMPACT)).toHaveLength(0);
    expect(within(block).getAllByRole('status', { name: en.impact.figures.loading })).toHaveLength(
      3,
    );
    await scrollToEverything();
    expect(await within(block).findByText(formatNumber(1234, 'en'))).toBeInTheDocument();
    expect(api.callsTo(IMPACT)).toHaveLength(1);
  });

  it.each(LANGUAGES)(
    'shows the items given, kilograms and CO2e in %s, with a link to how they are estimated',
    async (language, texts, prefix) => {
      const api = stubApi({ [IMPACT]: { body: { impact: SITE } } });
      renderRoute(prefix || '/');
      const block = await section(texts.impact.site.heading);
      await scrollToEverything();

      const items = figure(block, 'items');
      expect(await within(items).findByText(formatNumber(1234, language))).toBeInTheDocument();
      // 1234 is "many" in Arabic («غرضاً»), "other" in English.
      expect(
        within(items).getByText(
          language === 'ar'
            ? ar.impact.figures.itemsLabel_many
            : en.impact.figures.itemsLabel_other,
        ),
      ).toBeInTheDocument();

      const kept = figure(block, 'kilograms');
      const weight = kilograms(23456, language);
      expect(within(kept).getByText(estimate(texts, weight))).toBeInTheDocument();
      expect(within(kept).getByText(texts.impact.figures.kilogramsLabel)).toBeInTheDocument();
      if (language === 'en') {
        // "≈" would be read out as a symbol: screen readers hear "about" instead.
        expect(within(kept).getByText(`≈ ${weight}`)).toHaveAttribute('aria-hidden', 'true');
        expect(within(kept).getByText(`about ${weight}`)).toHaveClass('sr-only');
      }

      const co2e = figure(block, 'co2e');
      expect(
        within(co2e).getByText(estimate(texts, kilograms(34011, language))),
      ).toBeInTheDocument();
      expect(within(co2e).getByText(texts.impact.figures.co2eLabel)).toBeInTheDocument();

      const how = within(block).getByRole('link', { name: texts.impact.figures.howLink });
      expect(how).toHaveAttribute('href', `${prefix}/about#impact`);
      expect(api.callsTo(IMPACT)).toHaveLength(1);
      expect(api.callsTo(IMPACT)[0]?.authorization).toBeNull();
    },
  );

  it('keeps its place with dashes when the figures cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ [IMPACT]: { status: 500, body: { message: 'Internal', code: 'INTERNAL' } } });
    renderRoute('/');
    const block = await section(en.impact.site.heading);
    await scrollToEverything();
    expect(await within(block).findAllByText(en.impact.figures.unavailable)).toHaveLength(3);
    expect(within(block).getAllByText('—')).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith('Site impact failed', expect.anything());
  });
});

describe("a member's impact on their page", () => {
  it.each(LANGUAGES)('shows what the member gave in %s', async (language, texts, prefix) => {
    stubApi({
      'GET /api/users/3': {
        body: buildPublicProfile({
          id: 3,
          username: 'omar',
          impact: { items: 2, kilograms: 31, co2eKg: 45 },
        }),
      },
    });
    renderRoute(`${prefix}/user/3`);
    const block = await section(texts.impact.member.heading);
    expect(figure(block, 'items')).toHaveTextContent(formatNumber(2, language));
    expect(figure(block, 'kilograms')).toHaveTextContent(estimate(texts, kilograms(31, language)));
    expect(figure(block, 'co2e')).toHaveTextContent(estimate(texts, kilograms(45, language)));
    expect(within(block).getByRole('link', { name: texts.impact.figures.howLink })).toHaveAttribute(
      'href',
      `${prefix}/about#impact`,
    );
  });

  it.each([
    [1, 'en', 'item given'],
    [5, 'en', 'items given'],
    [1, 'ar', 'غرض أُهدي'],
    [2, 'ar', 'غرضان أُهديا'],
    [5, 'ar', 'أغراض أُهديت'],
    [11, 'ar', 'غرضاً أُهدي'],
  ] as const)('labels %i item(s) given in %s by the number', async (items, language, label) => {
    stubApi({
      'GET /api/users/3': {
        body: buildPublicProfile({
          id: 3,
          username: 'omar',
          impact: { items, kilograms: 31, co2eKg: 45 },
        }),
      },
    });
    renderRoute(`${language === 'ar' ? '/ar' : ''}/user/3`);
    const texts = language === 'ar' ? ar : en;
    const figureOfItems = figure(await section(texts.impact.member.heading), 'items');
    expect(figureOfItems).toHaveTextContent(formatNumber(items, language));
    expect(within(figureOfItems).getByRole('term')).toHaveTextContent(label);
  });

  it('is left out while the member has given nothing', async () => {
    stubApi({ 'GET /api/users/3': { body: buildPublicProfile({ id: 3, username: 'omar' }) } });
    renderRoute('/user/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'omar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: en.impact.member.heading })).toBeNull();
  });
});

describe('the About page', () => {
  it.each(LANGUAGES)(
    'names the weight of each category and the CO2e factor with its source in %s',
    async (language, texts, prefix) => {
      renderRoute(`${prefix}/about`);
      const block = await section(texts.impact.about.heading);
      const table = within(block).getByRole('table', { name: texts.impact.about.weightsCaption });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(Object.keys(CATEGORY_WEIGHT_KG).length);
      // Heaviest first.
      expect(rows[0]).toHaveTextContent(texts.posts.categories.Furniture);
      expect(rows[0]).toHaveTextContent(kilograms(CATEGORY_WEIGHT_KG.Furniture, language));
      const books = within(table).getByRole('rowheader', { name: texts.posts.categories.Books });
      expect(books.closest('tr')).toHaveTextContent(kilograms(CATEGORY_WEIGHT_KG.Books, language));

      const factor = formatNumber(CO2E_KG_PER_TONNE_REUSED / 1000, language);
      expect(factor).toBe('1.45');
      expect(
        within(block).getByText(texts.impact.about.factor.replace('{{factor}}', factor)),
      ).toBeInTheDocument();
      const source = within(block).getByRole('link', { name: /Benefits of Re-use/ });
      expect(source).toHaveAttribute('href', CO2E_FACTOR_SOURCE.url);
      expect(source).toHaveTextContent(`WRAP, “${CO2E_FACTOR_SOURCE.title}” (2011)`);
    },
  );
});
