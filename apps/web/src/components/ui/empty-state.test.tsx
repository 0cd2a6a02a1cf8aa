import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what is missing and offers its one action', () => {
    render(
      <EmptyState
        text="You are not giving anything right now."
        action={<a href="/create_post">Give something away</a>}
      />,
    );
    expect(screen.getByText('You are not giving anything right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give something away' })).toHaveAttribute(
      'href',
      '/create_post',
    );
  });
});
