import { describe, expect, it } from 'vitest';

import type { FirstScreen, FirstScreenRequest } from '@tabarru/contract/first-screen';

import { withWaitingLimit } from './first-screen';

const request = (url: string): FirstScreenRequest => ({
  url,
  origin: 'http://web.test',
  pageData: {},
});

describe('withWaitingLimit', () => {
  it('draws nothing while as many drawings as it allows are under way, and draws again after', async () => {
    const finish: (() => void)[] = [];
    const render = withWaitingLimit(
      (asked) =>
        new Promise<FirstScreen>((resolve) => {
          finish.push(() => resolve({ html: asked.url, drawnAt: 1 }));
        }),
      2,
    );
    const first = render(request('/posts/1'));
    const second = render(request('/posts/2'));
    expect(await render(request('/posts/3'))).toBeNull();
    for (const done of finish) done();
    expect(await first).toEqual({ html: '/posts/1', drawnAt: 1 });
    expect(await second).toEqual({ html: '/posts/2', drawnAt: 1 });
    const third = render(request('/posts/3'));
    finish.at(-1)?.();
    expect(await third).toEqual({ html: '/posts/3', drawnAt: 1 });
  });

  it('counts a drawing that failed as finished', async () => {
    const render = withWaitingLimit(() => Promise.reject(new Error('broken')), 1);
    await expect(render(request('/feed'))).rejects.toThrow('broken');
    await expect(render(request('/feed'))).rejects.toThrow('broken');
  });
});
