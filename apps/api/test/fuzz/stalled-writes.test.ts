import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  del,
  newSessionToken,
  post,
  put,
  registerAdmin,
  createMember,
  sessionIdOf,
  type Member,
} from '../support/accounts';
import { changedParts, createFuzzApp, HOLD_HEADER, type FuzzApp } from './fuzz-app';
import { fieldHints } from './fuzz-hints';
import { caseSeed, fuzzSettings } from './fuzz-settings';
import { buildWorld, type World } from './fuzz-world';
import { hostileValues, strayFields } from './hostile-values';
import { errorLines, replyProblems, whatFailed } from './reply-checks';
import {
  describeRequest,
  injectOptions,
  requestPlans,
  writes,
  type FuzzRoute,
  type RequestPlan,
} from './request-plans';
import { uploadFiles, type PoolFile } from './upload-files';

/*
 * A request stalled until its session has ended, for every write of a signed-in caller in the route table: a
 * fuzzed request passes its session hook, is held there, its caller's session ends (a sign-out
 * everywhere, a password change, the account deleted, an administrator demoted), then it goes
 * on. Whatever it carries, it is refused with 401 UNAUTHENTICATED and changes nothing: a
 * request is allowed only if it is still allowed when it writes (docs/security.md, Sessions).
 * test/sessions-in-flight.test.ts holds valid requests of each route the same way.
 */

const ENDINGS = [
  'sign-out',
  'ended from another device',
  'ended by an administrator',
  'password change',
  'account deletion',
  'demotion',
] as const;
type Ending = (typeof ENDINGS)[number];

/** Routes of a signed-in caller, sent as POST, that write nothing: nothing to hold back. */
const READS_ONLY = new Set(['POST /authentication/verify']);

const settings = fuzzSettings(process.env);
/** Half the runs of the other properties: each case ends a session, and some make a member. */
const stalledRuns = Math.ceil(settings.runs / 2);
const derivation = { hints: fieldHints, hostile: hostileValues, strayFields };

describe('a fuzzed write whose session ends while it is held', () => {
  let fuzz: FuzzApp;
  let world: World;
  let files: PoolFile[];
  /** callers whose session was ended but whose account lives on, by role: used again */
  const callers: Record<'member' | 'admin', Member | undefined> = {
    member: undefined,
    admin: undefined,
  };
  let held = 0;

  beforeAll(async () => {
    fuzz = await createFuzzApp();
    world = await buildWorld(fuzz.testApp, fuzz.now);
    files = await uploadFiles();
  }, 120_000);

  afterAll(async () => {
    await fuzz.close();
  });

  /** A caller of `role` with a live session: the last one, signed in again, or a new member. */
  async function callerOf(role: 'member' | 'admin'): Promise<Member> {
    const { testApp } = fuzz;
    const kept = callers[role];
    if (!kept) return role === 'admin' ? registerAdmin(testApp) : createMember(testApp);
    const row = await testApp.database.db
      .updateTable('users')
      .set({ is_admin: role === 'admin' ? 1 : 0 })
      .where('id', '=', kept.id)
      .returning(['id', 'token_version', 'username', 'is_admin'])
      .executeTakeFirstOrThrow();
    return { ...kept, token: await newSessionToken(testApp, row) };
  }

  /** Ends the caller's session as `ending` says; the account it leaves, if any, to sign in again. */
  async function endSession(caller: Member, ending: Ending): Promise<Member | undefined> {
    const { testApp } = fuzz;
    const expectOk = (reply: { statusCode: number; body: string }) => {
      if (reply.statusCode !== 200)
        throw new Error(`${ending} failed: ${reply.statusCode} ${reply.body}`);
    };
    switch (ending) {
      case 'sign-out':
        expectOk(await post(testApp, '/authentication/logout', {}, caller.token));
        return caller;
      case 'ended from another device': {
        const account = await testApp.database.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', caller.id)
          .executeTakeFirstOrThrow();
        const otherDevice = await newSessionToken(testApp, account);
        expectOk(
          await del(testApp, `/api/users/me/sessions/${sessionIdOf(caller.token)}`, otherDevice),
        );
        return caller;
      }
      case 'ended by an administrator':
        expectOk(
          await put(
            testApp,
            `/admin/users/${caller.id}/end-sessions`,
            {},
            world.members.admin.token,
          ),
        );
        return caller;
      case 'password change': {
        const password = `${caller.password} again`;
        expectOk(
          await put(
            testApp,
            '/change-password',
            { currentPassword: caller.password, newPassword: password },
            caller.token,
          ),
        );
        return { ...caller, password };
      }
      case 'account deletion':
        expectOk(await del(testApp, '/api/users/me', caller.token, { password: caller.password }));
        return undefined;
      case 'demotion':
        expectOk(
          await put(
            testApp,
            `/admin/users/${caller.id}/toggle-admin`,
            {},
            world.members.admin.token,
          ),
        );
        return caller;
    }
  }

  async function stall(route: FuzzRoute, plan: RequestPlan, ending: Ending) {
    const role = route.signIn === 'admin' ? 'admin' : 'member';
    const caller = await callerOf(role);
    callers[role] = undefined;
    const options = injectOptions(plan, world, caller.token);
    const id = String((held += 1));
    const hold = fuzz.hold(id);
    const pending = fuzz.testApp.app.inject({
      ...options,
      headers: { ...options.headers, [HOLD_HEADER]: id },
    });
    const first = await Promise.race([hold.reached.then(() => 'held' as const), pending]);
    if (first !== 'held') {
      // Refused before its session hook (a path the router cannot read): nothing was in flight.
      hold.release();
      callers[role] = caller;
      return;
    }
    callers[role] = await endSession(caller, ending);
    const before = await fuzz.snapshot();
    const logged = fuzz.logLines.length;
    hold.release();
    const reply = await pending;
    await fuzz.settled();
    const problems = [
      ...replyProblems(reply, plan.method),
      ...errorLines(fuzz.logLines.slice(logged)),
    ];
    const code = /"code":"([A-Z_]+)"/.exec(reply.body)?.[1];
    if (reply.statusCode !== 401 || code !== 'UNAUTHENTICATED')
      problems.push(`answered ${reply.statusCode} ${code ?? ''}`);
    const changed = changedParts(before, await fuzz.snapshot());
    if (changed.length > 0) problems.push(`it changed ${changed.join(', ')}`);
    if (problems.length > 0) {
      throw new Error(
        `${problems.join('; ')}\n  after a ${ending}: ${describeRequest(options)}\n  reply ${reply.statusCode}: ${reply.body.slice(0, 300)}`,
      );
    }
  }

  /** The writes of signed-in callers, and of callers who may be signed in (the contact form). */
  const signedInWrites = () =>
    fuzz.routes.filter(
      (route) =>
        route.signIn !== 'none' && writes(route) && !READS_ONLY.has(`${route.method} ${route.url}`),
    );

  it('finds the signed-in writes in the route table', () => {
    expect(signedInWrites().length).toBeGreaterThan(30);
  });

  it('refuses each one with 401 and changes nothing', { timeout: 1_800_000 }, async () => {
    const failures: string[] = [];
    for (const route of signedInWrites()) {
      const name = `${route.method} ${route.url}`;
      const endings = ENDINGS.filter((ending) => ending !== 'demotion' || route.signIn === 'admin');
      const cases = fc.tuple(
        requestPlans(route, { derivation, files, signedIn: true }),
        fc.constantFrom(...endings),
      );
      try {
        await fc.assert(
          fc.asyncProperty(cases, ([plan, ending]) => stall(route, plan, ending)),
          { seed: caseSeed(settings.seed, name), numRuns: stalledRuns, endOnFailure: true },
        );
      } catch (error) {
        failures.push(`${name}: ${whatFailed(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
