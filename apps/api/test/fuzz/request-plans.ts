import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import fc from 'fast-check';
import type { z } from 'zod';

import { signInOf, type SignIn } from '../../src/infra/api-reference';
import type { UploadFile } from '../support/posts';
import type { WorldValues } from './fuzz-world';
import { hostileBodies, hostileTexts } from './hostile-values';
import type { PoolFile } from './upload-files';
import { fuzzedValues, inputValues, validValues, type Derivation } from './zod-arbitrary';

/*
 * A request to fuzz, planned from a route as the app registered it: its path parameters, query
 * string, JSON body or multipart form derived from the route's own zod schemas (`schema.params`,
 * `querystring`, `body`, `multipartForm`), mixed with hostile values. A plan names the world's
 * rows by position (WorldPick), so it is resolved against the world as it is when it is sent.
 */

type Schema = z.core.$ZodType;

export interface FuzzRoute {
  method: string;
  /** the path as registered, with `:name` parameters and `*` */
  url: string;
  signIn: SignIn;
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  /** the text fields of a multipart form, which its handler reads */
  formFields?: Schema;
  /** the replies it declares, by status */
  replies: Record<string, Schema>;
}

interface RouteSchemas {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  multipartForm?: { fields: Schema };
  response?: Record<string, Schema>;
}

/** One route to fuzz per method of each route the app registered. */
export function fuzzRoutes(app: FastifyInstance, registered: readonly RouteOptions[]): FuzzRoute[] {
  return registered.flatMap((route) => {
    const schema = (route.schema ?? {}) as RouteSchemas;
    return [route.method].flat().map((method) => ({
      method,
      url: route.url,
      signIn: signInOf(app, route),
      params: schema.params,
      querystring: schema.querystring,
      body: schema.body,
      formFields: schema.multipartForm?.fields,
      replies: schema.response ?? {},
    }));
  });
}

/** Whether a route changes anything when it is accepted. */
export const writes = (route: Pick<FuzzRoute, 'method'>) =>
  !['GET', 'HEAD', 'OPTIONS'].includes(route.method);

/** A value of one of the world's lists, by position: read when the request is sent. */
export class WorldPick {
  constructor(
    readonly list: keyof WorldValues,
    readonly index: number,
  ) {}

  resolve(world: WorldValues): unknown {
    const values: readonly unknown[] = world[this.list];
    return values.length === 0 ? 0 : values[this.index % values.length];
  }
}

export const worldPick = (name: keyof WorldValues) =>
  fc.nat().map((index) => new WorldPick(name, index));

/** Picks are only ever made by hints, a few levels down: deeper nesting is hostile and left as is. */
const PICK_DEPTH = 8;

/** `value` with every WorldPick in it replaced by the world's value. */
export function resolvePicks(value: unknown, world: WorldValues, depth = 0): unknown {
  if (value instanceof WorldPick) return value.resolve(world);
  if (depth > PICK_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => resolvePicks(item, world, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolvePicks(item, world, depth + 1)]),
  );
}

/** A path segment: a text to percent-encode, bytes already encoded, or a row of the world. */
type Segment = { text: string } | { raw: string } | WorldPick;

/** How a request says who sends it. */
type Credentials = 'bearer' | 'legacy header' | 'none' | { garbage: string };

interface FilePart extends UploadFile {
  field: string;
}

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType: string | undefined }
  | { kind: 'form'; fields: [string, unknown][]; files: FilePart[]; boundary: string };

export interface RequestPlan {
  method: string;
  route: string;
  segments: (string | Segment)[];
  query: [string, unknown][];
  /** percent-encoded bytes added to the query string as they are */
  rawQuery: string;
  body: BodyPlan;
  credentials: Credentials;
}

/** Ids no row has, and texts that are almost ids. */
const MISSING_IDS = [
  '0',
  '-1',
  '999999',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '1.5',
  '1e2',
  '0x1',
  '01',
  '+1',
  ' 1',
  'NaN',
  'Infinity',
  'me',
  'null',
  '9'.repeat(30),
];

/** Bytes of a path or query as an attacker writes them: bad escapes, invalid UTF-8, traversal. */
const RAW_ESCAPES = [
  '%',
  '%zz',
  '%00',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....%2F%2F....%2F%2Fetc',
];

/** Files under a wildcard: the stored photos, the API reference's, and what should not be there. */
const FILE_NAMES = [
  'swagger-ui.css',
  'index.html',
  'swagger-initializer.js',
  '.',
  '..',
  '.env',
  'a/b',
  'x.webp',
  'secrets.json',
  'vapid-keys.json',
  'tabarru.db',
];

function paramValues(schema: Schema | undefined, derivation: Derivation): fc.Arbitrary<Segment> {
  return fc.oneof(
    { weight: 5, arbitrary: worldPick('ids') },
    {
      weight: 2,
      arbitrary: schema
        ? validValues(schema).map((value) => ({ text: String(value) }))
        : fc.constant({ text: '1' }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...MISSING_IDS).map((text) => ({ text })) },
    { weight: 1, arbitrary: derivation.hostile.map((value) => ({ text: asText(value) })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES).map((raw) => ({ raw })) },
  );
}

const wildcardValues: fc.Arbitrary<Segment> = fc.oneof(
  { weight: 3, arbitrary: worldPick('photoNames') },
  { weight: 2, arbitrary: fc.constantFrom(...FILE_NAMES).map((raw) => ({ raw })) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES).map((raw) => ({ raw })) },
  { weight: 1, arbitrary: hostileTexts.map((text) => ({ text })) },
);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** The shape of an object schema, through the wrappers of a body (an optional one). */
function shapeOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const { def } = schema._zod as {
    def: { type: string; shape?: Record<string, Schema>; innerType?: Schema; options?: Schema[] };
  };
  if (def.shape) return def.shape;
  if (def.innerType) return shapeOf(def.innerType);
  return Object.assign({}, ...(def.options ?? []).map(shapeOf)) as Record<string, Schema>;
}

function segmentsOf(route: FuzzRoute, derivation: Derivation): fc.Arbitrary<(string | Segment)[]> {
  const params = shapeOf(route.params);
  return fc.tuple(
    ...route.url.split('/').map((part): fc.Arbitrary<string | Segment> => {
      if (part === '*') return wildcardValues;
      if (part.startsWith(':')) return paramValues(params[part.slice(1)], derivation);
      return fc.constant(part);
    }),
  );
}

/** A query string's entries: the route's own, fuzzed, or a few stray ones for a route without. */
function queryOf(route: FuzzRoute, derivation: Derivation): fc.Arbitrary<[string, unknown][]> {
  const entries = (value: unknown): [string, unknown][] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value)
      : [['q', value]];
  const stray = derivation.strayFields;
  if (!route.querystring) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant<[string, unknown][]>([]) },
      { weight: 1, arbitrary: stray },
    );
  }
  return inputValues(route.querystring, derivation).map(entries);
}

const contentTypes = (usual: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(usual) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'application/xml',
        'application/json, text/html',
        'APPLICATION/JSON',
      ),
    },
  );

function jsonBody(schema: Schema, derivation: Derivation): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .tuple(inputValues(schema, derivation), contentTypes('application/json'))
        .map(([value, contentType]): BodyPlan => ({ kind: 'json', value, contentType })),
    },
    {
      weight: 2,
      arbitrary: hostileBodies(Object.keys(shapeOf(schema))).map((text): BodyPlan => ({
        kind: 'raw',
        text,
        contentType: 'application/json',
      })),
    },
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
  );
}

/** Far from anything a form field or file holds. */
const FORM_BOUNDARY = '----fuzz7f3a9c1e5b';

/** Field names of a form nobody sends: prototype keys, a name that breaks its header. */
const STRAY_FORM_FIELDS = [
  '__proto__',
  'constructor',
  'images',
  'user_id',
  'is_admin',
  'a"b',
  'line\r\nContent-Type: text/html',
  'حقل',
  'x'.repeat(500),
];

function fileParts(files: readonly PoolFile[]): fc.Arbitrary<FilePart[]> {
  const file = fc.record({
    field: fc.oneof(
      { weight: 8, arbitrary: fc.constant('images') },
      { weight: 1, arbitrary: fc.constantFrom('image', 'photos', 'images[]', '') },
    ),
    upload: fc.oneof(
      ...files.map(({ file, weight }) => ({ weight, arbitrary: fc.constant(file) })),
    ),
    name: fc.option(
      fc.constantFrom(
        '../../../etc/passwd',
        'photo.jpg.php',
        '.htaccess',
        '',
        'ملف.jpg',
        'a"b.jpg',
        'x'.repeat(300),
      ),
      { freq: 3 },
    ),
    type: fc.option(
      fc.constantFrom('image/svg+xml', 'text/html', 'application/octet-stream', '', 'image/jpeg'),
      { freq: 3 },
    ),
  });
  return fc.array(file, { maxLength: 12, size: 'xsmall' }).map((chosen) =>
    chosen.map(({ field, upload, name, type }) => ({
      ...upload,
      field,
      name: name ?? upload.name,
      type: type ?? upload.type,
    })),
  );
}

function formBody(
  schema: Schema,
  files: readonly PoolFile[],
  derivation: Derivation,
): fc.Arbitrary<BodyPlan> {
  const fields = inputValues(schema, derivation).map((value): [string, unknown][] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value)
      : [['title', value]],
  );
  const strayFields = fc.array(
    fc.tuple(fc.constantFrom(...STRAY_FORM_FIELDS, ...Object.keys(shapeOf(schema))), hostileTexts),
    { maxLength: 2 },
  );
  const form = fc
    .tuple(fields, fc.option(strayFields, { nil: [], freq: 4 }), fileParts(files))
    .map(([named, stray, parts]): BodyPlan => ({
      kind: 'form',
      fields: [...named, ...stray],
      files: parts,
      boundary: FORM_BOUNDARY,
    }));
  return fc.oneof(
    { weight: 10, arbitrary: form },
    {
      weight: 1,
      arbitrary: fuzzedValues(schema, derivation).map((value): BodyPlan => ({
        kind: 'json',
        value,
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=',
            `multipart/form-data; boundary=${'b'.repeat(100)}`,
            'multipart/form-data; boundary=x',
            'text/plain',
          ),
          fc.constantFrom(
            '',
            '--x\r\n',
            '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi',
            'not a form',
          ),
        )
        .map(([contentType, text]): BodyPlan => ({ kind: 'raw', text, contentType })),
    },
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
  );
}

/** A route without a body schema: usually none, now and then one it should ignore or refuse. */
const strayBody = (derivation: Derivation): fc.Arbitrary<BodyPlan> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: derivation.hostile.map((value): BodyPlan => ({
        kind: 'json',
        value,
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: hostileBodies([]).map((text): BodyPlan => ({
        kind: 'raw',
        text,
        contentType: 'application/json',
      })),
    },
  );

const credentialsOf = (signedIn: boolean): fc.Arbitrary<Credentials> =>
  signedIn
    ? fc.oneof(
        { weight: 10, arbitrary: fc.constant<Credentials>('bearer') },
        { weight: 1, arbitrary: fc.constant<Credentials>('legacy header') },
      )
    : fc.oneof(
        { weight: 10, arbitrary: fc.constant<Credentials>('none') },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              'Bearer ',
              'Bearer x.y.z',
              'Basic YTpi',
              'Bearer \u0000',
              'Bearer '.repeat(50),
            )
            .map((garbage): Credentials => ({ garbage })),
        },
      );

export interface PlanOptions {
  derivation: Derivation;
  /** the photos and other files a form may carry */
  files: readonly PoolFile[];
  /** whether the request carries a member's token */
  signedIn: boolean;
}

/** Requests for `route`, derived from its schemas and mixed with hostile values. */
export function requestPlans(route: FuzzRoute, options: PlanOptions): fc.Arbitrary<RequestPlan> {
  const { derivation } = options;
  const body = route.formFields
    ? formBody(route.formFields, options.files, derivation)
    : route.body
      ? jsonBody(route.body, derivation)
      : strayBody(derivation);
  return fc
    .record({
      segments: segmentsOf(route, derivation),
      query: queryOf(route, derivation),
      rawQuery: fc.oneof(
        { weight: 10, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES).map((raw) => `&${raw}=${raw}`) },
      ),
      body:
        route.method === 'GET' || route.method === 'HEAD'
          ? fc.constant<BodyPlan>({ kind: 'none' })
          : body,
      credentials: credentialsOf(options.signedIn),
    })
    .map((parts) => ({ method: route.method, route: route.url, ...parts }));
}

/** Percent-encodes a text; an unpaired surrogate, which has no UTF-8, becomes invalid bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function encodeSegment(segment: string | Segment, world: WorldValues): string {
  if (typeof segment === 'string') return segment;
  if (segment instanceof WorldPick) return encode(String(segment.resolve(world)));
  return 'raw' in segment ? segment.raw : encode(segment.text);
}

function queryString(plan: RequestPlan, world: WorldValues): string {
  const pairs = plan.query.flatMap(([key, value]) => {
    const resolved = resolvePicks(value, world);
    const values = Array.isArray(resolved) ? resolved : [resolved];
    return values
      .filter((item) => item !== undefined)
      .map((item) => `${encode(key)}=${encode(item === null ? '' : asText(item))}`);
  });
  const text = pairs.join('&') + plan.rawQuery;
  return text === '' ? '' : `?${text}`;
}

function multipartPayload(form: Extract<BodyPlan, { kind: 'form' }>, world: WorldValues): Buffer {
  const { boundary } = form;
  const chunks: Buffer[] = [];
  for (const [name, value] of form.fields) {
    const resolved = resolvePicks(value, world);
    if (resolved === undefined) continue;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(asText(resolved)),
      Buffer.from('\r\n'),
    );
  }
  for (const file of form.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function bodyOf(body: BodyPlan, world: WorldValues): Pick<InjectOptions, 'payload' | 'headers'> {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return {
        payload: JSON.stringify(resolvePicks(body.value, world)) ?? '',
        headers: { 'content-type': body.contentType },
      };
    case 'raw':
      return {
        payload: body.text,
        headers: body.contentType === undefined ? {} : { 'content-type': body.contentType },
      };
    case 'form':
      return {
        payload: multipartPayload(body, world),
        headers: { 'content-type': `multipart/form-data; boundary=${body.boundary}` },
      };
  }
}

function credentialHeaders(credentials: Credentials, token: string | undefined) {
  if (typeof credentials === 'object') return { authorization: credentials.garbage };
  if (token === undefined || credentials === 'none') return {};
  return credentials === 'bearer' ? { authorization: `Bearer ${token}` } : { jwt_token: token };
}

/** The request of a plan, sent with `token` (none for a visitor), naming the world's rows. */
export function injectOptions(
  plan: RequestPlan,
  world: WorldValues,
  token: string | undefined,
): InjectOptions {
  const path = plan.segments.map((segment) => encodeSegment(segment, world)).join('/');
  const { payload, headers } = bodyOf(plan.body, world);
  return {
    method: plan.method as InjectOptions['method'],
    url: `${path}${queryString(plan, world)}`,
    headers: { ...headers, ...credentialHeaders(plan.credentials, token) },
    ...(payload !== undefined && { payload }),
  };
}

/** A request in a few hundred characters, for a failure's message. */
export function describeRequest(options: InjectOptions): string {
  const payload = options.payload;
  const body =
    payload === undefined
      ? ''
      : typeof payload === 'string' || Buffer.isBuffer(payload)
        ? String(payload)
        : JSON.stringify(payload);
  const headers = Object.entries(options.headers ?? {})
    .filter(([name]) => name !== 'authorization' && name !== 'jwt_token')
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('; ');
  const clip = (text: string, length: number) =>
    text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
  return `${options.method} ${clip(String(options.url), 200)} [${clip(headers, 120)}] ${clip(JSON.stringify(body), 300)}`;
}
