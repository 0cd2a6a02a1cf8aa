import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SkeletonCards, SkeletonRows } from './skeleton';

describe('skeletons', () => {
  it.each([
    ['cards', <SkeletonCards key="cards" label="Loading posts" count={4} className="grid" />],
    ['rows', <SkeletonRows key="rows" label="Loading posts" count={4} />],
  ])('of %s say once that the list is loading, and hide their blocks', (_kind, skeleton) => {
    render(skeleton);
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const blocks = screen.getByRole('status').querySelectorAll('li');
    expect(blocks).toHaveLength(4);
  });
});
