import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { activateLanguage, loadPageTexts } from '../../i18n/i18n';
import { RatingSummary } from './rating-summary';

async function renderAt(path: string, rating: number | null, count: number) {
  await loadPageTexts();
  await activateLanguage(path.startsWith('/ar') ? 'ar' : 'en');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RatingSummary rating={rating} count={count} />
    </MemoryRouter>,
  );
}

describe('RatingSummary', () => {
  it('shows a star, the mean to one decimal and the count, said as a sentence', async () => {
    const { container } = await renderAt('/feed', 4, 12);
    expect(container).toHaveTextContent(/^4\.0\(12\)/);
    expect(screen.getByText('Rating 4.0 out of 5. Number of ratings: 12.')).toHaveClass('sr-only');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says it in Arabic on Arabic pages, with Western digits', async () => {
    await renderAt('/ar/feed', 4.5, 2);
    expect(screen.getByText('التقييم 4.5 من 5. عدد التقييمات: 2.')).toBeInTheDocument();
  });

  it('shows nothing before the first rating', async () => {
    const { container } = await renderAt('/feed', null, 0);
    expect(container).toBeEmptyDOMElement();
  });
});
