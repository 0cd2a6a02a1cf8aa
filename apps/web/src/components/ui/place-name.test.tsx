import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { activateLanguage, loadPageTexts } from '../../i18n/i18n';
import { PlaceName } from './place-name';

describe('PlaceName', () => {
  it('names the governorate in the page language and isolates the area as written', async () => {
    await loadPageTexts();
    await activateLanguage('ar');
    const { container } = render(
      <p>
        <PlaceName location="Irbid - University Street 5" />
      </p>,
    );
    expect(container).toHaveTextContent('إربد - University Street 5');
    expect([...container.querySelectorAll('bdi')].map((node) => node.textContent)).toEqual([
      'University Street 5',
    ]);
  });

  it('isolates a region it does not know, and shows a region alone without a dash', async () => {
    await loadPageTexts();
    await activateLanguage('en');
    const unknown = render(<PlaceName location="المركز الثقافي" />);
    expect(unknown.container.innerHTML).toBe('<bdi>المركز الثقافي</bdi>');
    const regionOnly = render(<PlaceName location="Amman" />);
    expect(regionOnly.container.innerHTML).toBe('Amman');
  });
});
