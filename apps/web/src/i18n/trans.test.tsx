import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { activateLanguage, loadPageTexts } from './i18n';
import { Trans } from './trans';

describe('Trans', () => {
  it('fills in the values and shows each marked part as its element', async () => {
    await loadPageTexts();
    await activateLanguage('en');
    const { container } = render(
      <Trans
        i18nKey="admin.flagged.by"
        values={{ username: 'sara', email: 'sara@example.com' }}
        components={{ name: <bdi />, email: <bdi dir="ltr" /> }}
      />,
    );
    expect(container.innerHTML).toBe('By <bdi>sara</bdi> · <bdi dir="ltr">sara@example.com</bdi>');
  });

  it('shows a value as it is written, even one that looks like a marked part', async () => {
    await loadPageTexts();
    await activateLanguage('ar');
    const { container } = render(
      <Trans
        i18nKey="admin.posts.by"
        values={{ username: '<name>x</name>' }}
        components={{ name: <b /> }}
      />,
    );
    expect(container.querySelector('b')).toHaveTextContent('<name>x</name>');
  });
});
