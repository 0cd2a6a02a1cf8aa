import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_REFERENCE_PREFIX } from '../src/infra/api-reference';
import type { BuiltApp } from '../src/app';
import { createTestApp, type TestApp } from './support/test-app';

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every method and path the router holds, read from the tree Fastify prints: the labels along a
 * branch join into the path, and a label lists the methods of the path it ends.
 */
function registeredRoutes(app: BuiltApp): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const branch: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const node = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const [, indent = '', label = '', methods] = node;
    branch.length = indent.length / 4;
    branch.push(label === '(empty root node)' ? '' : label);
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path: branch.join('') });
  }
  return routes;
}

/** `/events/:id` is `/events/{id}` in OpenAPI, and a wildcard `*` a parameter named `*`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * The paths a printed path may stand for: routes naming the parameter of one segment
 * differently share its node, printed `:userId|:claimId` (the pending claims of a member, and
 * the answers to a claim).
 */
function pathVariants(path: string): string[] {
  const shared = /:\w+(?:\|:\w+)+/.exec(path);
  if (!shared) return [path];
  return shared[0].split('|').flatMap((name) => pathVariants(path.replace(shared[0], name)));
}

/** The viewer's own pages, HEAD (answered by every GET) and the CORS preflight on every path. */
/** Every property name the schemas of `node` (a document, an operation, a schema) declare. */
function propertyNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) propertyNames(item, names);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value !== null && typeof value === 'object') {
        for (const name of Object.keys(value)) names.add(name);
      }
      propertyNames(value, names);
    }
  }
  return names;
}

const isUndocumented = ({ method, path }: { method: string; path: string }) =>
  method === 'HEAD' ||
  (method === 'OPTIONS' && path === '*') ||
  path === API_REFERENCE_PREFIX ||
  path.startsWith(`${API_REFERENCE_PREFIX}/`);

describe('the API reference at /docs', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  const operation = (method: string, path: string) => document.paths[path]?.[method];

  beforeAll(async () => {
    testApp = await createTestApp();
    const reply = await testApp.app.inject({ method: 'GET', url: `${API_REFERENCE_PREFIX}/json` });
    expect(reply.statusCode).toBe(200);
    document = reply.json<OpenApiDocument>();
  });

  afterAll(() => testApp.close());

  it('is an OpenAPI 3.1 document holding every route the app registered', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = registeredRoutes(testApp.app).filter((route) => !isUndocumented(route));
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .filter(
        ({ method, path }) =>
          !pathVariants(path).some((variant) =>
            operation(method.toLowerCase(), openApiPath(variant)),
          ),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  // The document holds every route (above), so its schemas are every request and reply the API has.
  it('has no field for the families an organisation helps, in any request or any reply', () => {
    const names = [...propertyNames(document)];
    // The walk reaches the needs' replies and the receipts' requests.
    expect(names).toEqual(expect.arrayContaining(['received', 'quantity', 'donor', 'deadline']));
    expect(names.filter((name) => /famil|household|beneficiar|recipient/i.test(name))).toEqual([]);
  });

  it('gives every route a tag and a summary, so the viewer groups and names it', () => {
    const unnamed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, { tags, summary }]) => !tags?.length || !summary?.trim())
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('marks who may call a route from its auth hook', () => {
    const bearer = { bearerAuth: [] };
    expect(operation('get', '/banner')?.security).toBeUndefined();
    // Open, and read differently by a signed-in member (their blocks).
    expect(operation('get', '/posts')?.security).toEqual([{}, bearer, { jwtTokenHeader: [] }]);
    expect(operation('get', '/Posting/my-posts')?.security).toContainEqual(bearer);
    expect(operation('get', '/Posting/my-posts')?.security).not.toContainEqual({});
    expect(operation('get', '/events')?.security).toEqual([{}, bearer, { jwtTokenHeader: [] }]);
    expect(Object.keys(operation('post', '/admin/banner')?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '429']),
    );
    expect(Object.keys(operation('get', '/Posting/my-posts')?.responses ?? {})).not.toContain(
      '403',
    );
  });

  it('describes every refusal as the error reply, keeping a route’s own reply for a status', () => {
    const refusals = operation('get', '/Posting/posts/{id}')?.responses ?? {};
    for (const status of ['400', '401', '429', '4XX', '5XX']) {
      expect(refusals[status]?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ErrorReply',
      });
    }
    const login = operation('post', '/authentication/login')?.responses ?? {};
    expect(login['401']?.content?.['application/json']?.schema).toEqual({ type: 'string' });
    expect(Object.keys(operation('get', '/health')?.responses ?? {})).not.toContain('429');
  });

  it('describes the multipart forms with their fields and photos', () => {
    for (const [method, path] of [
      ['post', '/create_post'],
      ['put', '/Posting/update-post/{id}'],
      ['post', '/events'],
    ] as const) {
      const form = operation(method, path)?.requestBody?.content['multipart/form-data'];
      expect(form?.schema.properties).toHaveProperty('title');
      expect(form?.schema.properties).toHaveProperty('images');
    }
  });

  it('serves the viewer under a policy of its own that loads nothing from elsewhere', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: API_REFERENCE_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/docs\/static\//);
      const reply = await testApp.app.inject({ method: 'GET', url: asset });
      expect(reply.statusCode, asset).toBe(200);
    }
  });

  it('leaves the API’s own policy as it was on every other route', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/banner' });
    expect(String(reply.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
