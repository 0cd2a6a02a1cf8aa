import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ListRow, RowList, RowThumbnail } from './list-row';

function renderRows(ui: React.ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('ListRow', () => {
  it('makes its title the one link of the row, its actions controls of their own', () => {
    renderRows(
      <RowList aria-label="Your items">
        <ListRow
          media={<RowThumbnail src="/uploads/a-480.webp" />}
          title="Desk lamp"
          href="/posts/4"
          headingLevel={2}
          detail="Amman"
          actions={<button type="button">Delete</button>}
        />
      </RowList>,
    );
    const row = within(screen.getByRole('list', { name: 'Your items' })).getByRole('listitem');
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/posts/4');
    expect(within(row).getByRole('heading', { level: 2, name: 'Desk lamp' })).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Amman');
    // The thumbnail is decorative: the title names the row.
    expect(row.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('without a link or heading level, is a plain row of text', () => {
    renderRows(
      <RowList>
        <ListRow media={<RowThumbnail src={null} />} title="Winter coat" />
      </RowList>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Winter coat');
    expect(screen.getByRole('listitem').querySelector('img')).toBeNull();
  });
});
