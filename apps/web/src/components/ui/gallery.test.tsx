import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { activateLanguage, loadPageTexts } from '../../i18n/i18n';
import { storedImage } from '../../test/posts';
import { Gallery } from './gallery';

/** Which way a button's chevron points, read from its drawing: its tip against its ends. */
function pointing(button: HTMLElement): 'left' | 'right' {
  const [endX = 0, , tipX = 0] =
    (button.querySelector('path')?.getAttribute('d') ?? '').match(/\d+(\.\d+)?/g)?.map(Number) ??
    [];
  return tipX < endX ? 'left' : 'right';
}

describe('the gallery', () => {
  it.each([
    ['en', en, '/posts/5', { previous: 'left', next: 'right' }],
    ['ar', ar, '/ar/posts/5', { previous: 'right', next: 'left' }],
  ] as const)(
    'in %s points its buttons outward, each toward its own side',
    async (language, texts, page, arrows) => {
      await loadPageTexts();
      await activateLanguage(language);
      render(
        <MemoryRouter initialEntries={[page]}>
          <Gallery images={[storedImage(1), storedImage(2)]} title="Sofa" />
        </MemoryRouter>,
      );
      const previous = screen.getByRole('button', { name: texts.gallery.previous });
      const next = screen.getByRole('button', { name: texts.gallery.next });
      expect(pointing(previous)).toBe(arrows.previous);
      expect(pointing(next)).toBe(arrows.next);
      // Drawn, not typed: a typed ‹ or › would turn with the text's direction.
      expect(previous.textContent).toBe('');
      expect(next.textContent).toBe('');
      // Previous at the start of the reading direction, next at its end.
      expect(previous).toHaveClass('start-3');
      expect(next).toHaveClass('end-3');
    },
  );
});
