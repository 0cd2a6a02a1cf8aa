import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AuditLogReply } from '@tabarru/contract/audit';
import type {
  OrganisationApplication,
  OrganisationApplicationReply,
  PublicOrganisation,
} from '@tabarru/contract/organisations';
import type { OrganisationsNearReply } from '@tabarru/contract/organisations-near';

import { createMember, get, post, put, registerAdmin, type Member } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let bank: Member;
let admin: Member;

beforeEach(async () => {
  testApp = await createTestApp();
  bank = await createMember(testApp, { username: 'ClothingBank' });
  admin = await registerAdmin(testApp);
});

afterEach(async () => {
  await testApp.close();
});

function application(overrides: Partial<OrganisationApplication> = {}): OrganisationApplication {
  return {
    name_en: 'Amman Clothing Bank',
    name_ar: 'بنك الملابس - عمّان',
    kind: 'clothing_bank',
    registration_number: 'JO-2011-4471',
    contact_name: 'Rana Haddad',
    contact_phone: '0791234567',
    accepts: ['Clothing', 'Toys'],
    accepts_note_en: 'Clean winter clothes, any size.',
    accepts_note_ar: 'ملابس شتوية نظيفة، جميع المقاسات.',
    ...overrides,
  };
}

async function applied(member: Member, overrides: Partial<OrganisationApplication> = {}) {
  const response = await post(testApp, '/api/organisations', application(overrides), member.token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ organisation: OrganisationApplicationReply }>().organisation;
}

const tableRows = () => testApp.database.db.selectFrom('organisations').selectAll().execute();

describe('organisations', () => {
  it('takes an application that waits for an administrator, one per account', async () => {
    const organisation = await applied(bank);
    expect(organisation).toMatchObject({
      user_id: bank.id,
      username: 'ClothingBank',
      name_en: 'Amman Clothing Bank',
      name_ar: 'بنك الملابس - عمّان',
      kind: 'clothing_bank',
      registration_number: 'JO-2011-4471',
      contact_phone: '0791234567',
      accepts: ['Clothing', 'Toys'],
      status: 'pending',
      decided_at: null,
    });
    const mine = await get(testApp, '/api/organisations/mine', bank.token);
    expect(mine.json()).toEqual({ organisation });

    const again = await post(testApp, '/api/organisations', application(), bank.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORGANISATION_ALREADY_APPLIED' });
    expect(await tableRows()).toHaveLength(1);
  });

  it('refuses an application without its names, its kind or a Jordanian contact, writing nothing', async () => {
    for (const bad of [
      { name_ar: '' },
      { kind: 'club' },
      { contact_phone: '12345' },
      { registration_number: ' ' },
      { accepts: ['Spaceships'] },
    ]) {
      const response = await post(
        testApp,
        '/api/organisations',
        { ...application(), ...bad },
        bank.token,
      );
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await tableRows()).toEqual([]);
    expect((await get(testApp, '/api/organisations/mine', bank.token)).json()).toEqual({
      organisation: null,
    });
  });

  it('shows nobody an organisation an administrator has not verified', async () => {
    const organisation = await applied(bank);
    for (const token of [undefined, bank.token, admin.token]) {
      const response = await get(testApp, `/api/organisations/${organisation.id}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORGANISATION_NOT_FOUND' });
    }
  });

  it('lets only administrators verify, once, with an entry in the audit log', async () => {
    const organisation = await applied(bank);
    const member = await createMember(testApp);
    for (const token of [member.token, bank.token]) {
      const refused = await post(
        testApp,
        `/api/admin/organisations/${organisation.id}/verify`,
        {},
        token,
      );
      expect(refused.statusCode).toBe(403);
    }
    expect((await get(testApp, '/api/admin/organisations', bank.token)).statusCode).toBe(403);
    const waiting = await get(testApp, '/api/admin/organisations?status=pending', admin.token);
    expect(waiting.json<{ organisations: OrganisationApplicationReply[] }>().organisations).toEqual(
      [organisation],
    );

    const verified = await post(
      testApp,
      `/api/admin/organisations/${organisation.id}/verify`,
      {},
      admin.token,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ organisation: { status: 'verified' } });
    const twice = await post(
      testApp,
      `/api/admin/organisations/${organisation.id}/reject`,
      {},
      admin.token,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ORGANISATION_ALREADY_DECIDED' });

    const log = await get(testApp, '/admin/audit-log', admin.token);
    expect(log.json<AuditLogReply>().entries[0]).toMatchObject({
      action: 'organisation.verify',
      target_type: 'organisation',
      target_id: organisation.id,
      target_label: 'Amman Clothing Bank',
    });
  });

  it('shows a verified organisation to anyone, without its registration or its contact', async () => {
    const organisation = await applied(bank);
    await post(testApp, `/api/admin/organisations/${organisation.id}/verify`, {}, admin.token);
    const response = await get(testApp, `/api/organisations/${organisation.id}`);
    expect(response.statusCode).toBe(200);
    const shown = response.json<PublicOrganisation>();
    expect(shown).toMatchObject({
      id: organisation.id,
      user_id: bank.id,
      name_en: 'Amman Clothing Bank',
      name_ar: 'بنك الملابس - عمّان',
      kind: 'clothing_bank',
      accepts: ['Clothing', 'Toys'],
    });
    expect(response.body).not.toContain('JO-2011-4471');
    expect(response.body).not.toContain('0791234567');
    expect(response.body).not.toContain('Rana Haddad');
  });

  it('turns an application down: still not shown, and listed among the turned down', async () => {
    const organisation = await applied(bank);
    const rejected = await post(
      testApp,
      `/api/admin/organisations/${organisation.id}/reject`,
      {},
      admin.token,
    );
    expect(rejected.statusCode).toBe(200);
    expect((await get(testApp, `/api/organisations/${organisation.id}`)).statusCode).toBe(404);
    const listed = await get(testApp, '/api/admin/organisations?status=rejected', admin.token);
    expect(
      listed
        .json<{ organisations: OrganisationApplicationReply[] }>()
        .organisations.map((one) => one.id),
    ).toEqual([organisation.id]);
    expect(
      (await post(testApp, '/api/admin/organisations/999999/verify', {}, admin.token)).statusCode,
    ).toBe(404);
  });

  describe('drop-off points', () => {
    const mall = {
      place: 'amman-khalda',
      address_en: 'City Mall, ground floor, by gate 3',
      address_ar: 'سيتي مول، الطابق الأرضي، قرب البوابة ٣',
      hours_en: 'Every day, 10:00 to 22:00',
      hours_ar: 'يوميًا من ١٠:٠٠ حتى ٢٢:٠٠',
    };
    const showroom = {
      place: 'amman-marka',
      address_en: 'Marka showroom, King Abdullah I Street',
      address_ar: 'معرض ماركا، شارع الملك عبدالله الأول',
      hours_en: 'Sat to Thu, 9:00 to 17:00',
      hours_ar: 'السبت إلى الخميس، ٩:٠٠ حتى ١٧:٠٠',
    };
    const save = (points: object[], token?: string) =>
      put(testApp, '/api/organisations/mine/drop-off-points', { points }, token);
    const pointRows = () =>
      testApp.database.db.selectFrom('drop_off_points').selectAll().orderBy('id').execute();

    it('lets a verified organisation say where and when, shown on its page in its order', async () => {
      const organisation = await applied(bank);
      await post(testApp, `/api/admin/organisations/${organisation.id}/verify`, {}, admin.token);

      const saved = await save([showroom, mall], bank.token);
      expect(saved.statusCode, saved.body).toBe(200);
      const page = await get(testApp, `/api/organisations/${organisation.id}`);
      const points = page.json<PublicOrganisation>().drop_off_points;
      expect(points).toEqual([
        {
          id: expect.any(Number),
          place: { id: 'amman-marka', name_en: expect.any(String), name_ar: expect.any(String) },
          address_en: showroom.address_en,
          address_ar: showroom.address_ar,
          hours_en: showroom.hours_en,
          hours_ar: showroom.hours_ar,
        },
        expect.objectContaining({ place: expect.objectContaining({ id: 'amman-khalda' }) }),
      ]);
      expect(saved.json<{ drop_off_points: unknown }>().drop_off_points).toEqual(points);

      expect((await save([mall], bank.token)).statusCode).toBe(200);
      expect((await pointRows()).map((row) => row.place_id)).toEqual(['amman-khalda']);
      expect((await save([], bank.token)).statusCode).toBe(200);
      expect(await pointRows()).toEqual([]);
    });

    it('refuses anyone but a verified organisation, and bad points, changing nothing', async () => {
      await applied(bank);
      for (const token of [bank.token, admin.token]) {
        const refused = await save([mall], token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'NOT_A_VERIFIED_ORGANISATION' });
      }
      expect((await save([mall])).statusCode).toBe(401);
      expect(await pointRows()).toEqual([]);

      const member = await createMember(testApp);
      const organisation = await applied(member);
      await post(testApp, `/api/admin/organisations/${organisation.id}/verify`, {}, admin.token);
      expect((await save([mall], member.token)).statusCode).toBe(200);
      for (const bad of [
        [{ ...mall, place: 'atlantis' }],
        [{ ...mall, hours_ar: ' ' }],
        [{ ...mall, address_en: 'x'.repeat(201) }],
        Array.from({ length: 11 }, () => mall),
      ]) {
        expect((await save(bad, member.token)).statusCode).toBe(400);
      }
      expect((await pointRows()).map((row) => row.address_en)).toEqual([mall.address_en]);
    });
  });

  describe('suggested to a giver', () => {
    const point = (place: string) => ({
      place,
      address_en: 'The front desk',
      address_ar: 'مكتب الاستقبال',
      hours_en: 'Every day, 9:00 to 17:00',
      hours_ar: 'يوميًا من 9:00 حتى 17:00',
    });

    /** A verified organisation accepting `accepts`, with drop-off points at `places`. */
    async function verified(
      member: Member,
      name: string,
      accepts: OrganisationApplication['accepts'],
      places: string[],
    ) {
      const organisation = await applied(member, { name_en: name, accepts });
      await post(testApp, `/api/admin/organisations/${organisation.id}/verify`, {}, admin.token);
      const saved = await put(
        testApp,
        '/api/organisations/mine/drop-off-points',
        { points: places.map(point) },
        member.token,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      return organisation.id;
    }

    const near = async (query: string) => {
      const response = await get(testApp, `/api/organisations?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<OrganisationsNearReply>()
        .organisations.map((organisation) => [
          organisation.name_en,
          organisation.nearest_point?.place.id ?? null,
          organisation.distance_km,
        ]);
    };

    it('lists the verified ones that accept the category, nearest first', async () => {
      await verified(bank, 'Clothing Bank', ['Clothing'], ['irbid', 'amman-khalda']);
      await verified(
        await createMember(testApp),
        'Zarqa Committee',
        ['Clothing', 'Food'],
        ['zarqa'],
      );
      await verified(await createMember(testApp), 'Book Club', ['Books'], ['amman-khalda']);
      await verified(await createMember(testApp), 'No Points Charity', ['Clothing'], []);
      // Waiting for an administrator: never suggested.
      await applied(await createMember(testApp), { name_en: 'Waiting', accepts: ['Clothing'] });

      const fromSweifieh = await near('category=Clothing&place=amman-sweifieh');
      expect(fromSweifieh.map(([name, place]) => [name, place])).toEqual([
        ['Clothing Bank', 'amman-khalda'],
        ['Zarqa Committee', 'zarqa'],
        ['No Points Charity', null],
      ]);
      expect(fromSweifieh[0]?.[2]).toBeLessThan(fromSweifieh[1]?.[2] as number);
      expect(await near('category=Clothing&region=Zarqa')).toEqual([
        ['Zarqa Committee', 'zarqa', null],
        ['Clothing Bank', 'irbid', null],
        ['No Points Charity', null, null],
      ]);
      expect(await near('category=Furniture&place=amman-sweifieh')).toEqual([]);
    });

    it('refuses a category or a place it does not know', async () => {
      expect((await get(testApp, '/api/organisations?category=Cars')).statusCode).toBe(400);
      expect((await get(testApp, '/api/organisations')).statusCode).toBe(400);
      const place = await get(testApp, '/api/organisations?category=Clothing&place=atlantis');
      expect(place.statusCode).toBe(400);
      expect(place.json()).toMatchObject({ code: 'PLACE_INVALID' });
    });
  });
});
