import { describe, expect, it } from 'vitest';

import { withStylesheetsInline } from './page-stylesheet';

const PAGE = `<head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-d4.css">
</head>`;

describe('withStylesheetsInline', () => {
  it("writes the build's stylesheet into the page, its link left disabled for the chunks' loader", async () => {
    const asked: string[] = [];
    const html = await withStylesheetsInline(PAGE, async (href) => {
      asked.push(href);
      return 'body{margin:0}';
    });
    expect(asked).toEqual(['/assets/index-d4.css']);
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-d4.css" disabled>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it('leaves linked a stylesheet whose text would end the element', async () => {
    const html = await withStylesheetsInline(PAGE, async () => 'a::after{content:"</STYLE>"}');
    expect(html).toBe(PAGE);
  });

  it('leaves a page without stylesheets as it is, reading nothing', async () => {
    const bare = '<head><title>Tabarru</title></head>';
    const html = await withStylesheetsInline(bare, () => Promise.reject(new Error('read')));
    expect(html).toBe(bare);
  });

  it("fails as the build's file fails to be read", async () => {
    await expect(
      withStylesheetsInline(PAGE, () => Promise.reject(new Error('not built'))),
    ).rejects.toThrow('not built');
  });
});
