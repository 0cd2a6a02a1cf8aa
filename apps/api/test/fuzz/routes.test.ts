import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { changedParts, createFuzzApp, type FuzzApp, type Snapshot } from './fuzz-app';
import { fieldHints } from './fuzz-hints';
import { caseSeed, fuzzSettings } from './fuzz-settings';
import { buildWorld, ROLES, worldIntact, type Role, type World } from './fuzz-world';
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
 * Every route of the app's route table, fuzzed from its own zod schemas as a visitor,
 * a member, the owner of the world's things and an administrator. Whatever is sent: never a
 * 5xx nor an error logged, every refusal JSON of the contract's error shape, and a refusal
 * changes nothing (every table, the stored photos, the outbox). `npm run fuzz -- --runs N`
 * runs longer (docs/operations.md).
 */

const settings = fuzzSettings(process.env);

const derivation = { hints: fieldHints, hostile: hostileValues, strayFields };

describe('every route of the route table, fuzzed', () => {
  let fuzz: FuzzApp;
  let world: World;
  let files: PoolFile[];
  /** the snapshot after the last refusal, which changed nothing: the next request's before */
  let unchanged: Snapshot | undefined;

  beforeAll(async () => {
    fuzz = await createFuzzApp();
    world = await buildWorld(fuzz.testApp, fuzz.now);
    files = await uploadFiles();
  }, 120_000);

  afterAll(async () => {
    await fuzz.close();
  });

  /** A request as `role`; throws what is wrong with its reply. */
  async function send(route: FuzzRoute, plan: RequestPlan, role: Role) {
    const token = role === 'visitor' ? undefined : world.members[role].token;
    const options = injectOptions(plan, world, token);
    const before = unchanged ?? (await fuzz.snapshot());
    unchanged = undefined;
    const logged = fuzz.logLines.length;
    const reply = await fuzz.testApp.app.inject(options);
    const problems = [
      ...replyProblems(reply, plan.method, route.replies[reply.statusCode]),
      ...errorLines(fuzz.logLines.slice(logged)),
    ];
    if (reply.statusCode >= 400) {
      const after = await fuzz.snapshot();
      const changed = changedParts(before, after);
      if (changed.length === 0) unchanged = after;
      else problems.push(`a refusal changed ${changed.join(', ')}`);
    } else {
      // What an accepted write does after its reply (a reset mail) is not the next one's doing.
      if (writes(route)) await fuzz.settled();
      // An accepted request may change what the next ones act on (a deleted post, a demotion).
      if (!(await worldIntact(fuzz.testApp, world)))
        world = await buildWorld(fuzz.testApp, fuzz.now);
    }
    if (problems.length > 0) {
      throw new Error(
        `${problems.join('; ')}\n  as ${role}: ${describeRequest(options)}\n  reply ${reply.statusCode}: ${reply.body.slice(0, 300)}`,
      );
    }
  }

  async function fuzzRoute(route: FuzzRoute, role: Role): Promise<string | undefined> {
    const name = `${route.method} ${route.url} as ${role}`;
    const plans = requestPlans(route, { derivation, files, signedIn: role !== 'visitor' });
    try {
      await fc.assert(
        fc.asyncProperty(plans, (plan) => send(route, plan, role)),
        { seed: caseSeed(settings.seed, name), numRuns: settings.runs, endOnFailure: true },
      );
      return undefined;
    } catch (error) {
      return `${name}: ${whatFailed(error)}`;
    }
  }

  it('finds the routes in the route table, with their schemas', () => {
    expect(fuzz.routes.length).toBeGreaterThan(100);
    const withInput = fuzz.routes.filter(
      (route) => route.params ?? route.querystring ?? route.body ?? route.formFields,
    );
    expect(withInput.length).toBeGreaterThan(50);
  });

  it(
    'never answers 5xx, refuses in the error shape, and a refusal changes nothing',
    { timeout: 1_800_000 },
    async () => {
      const failures: string[] = [];
      for (const route of fuzz.routes) {
        for (const role of ROLES) {
          const failure = await fuzzRoute(route, role);
          if (failure) failures.push(failure);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
