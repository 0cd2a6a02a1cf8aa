import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { activateLanguage, loadPageTexts } from '../../i18n/i18n';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { Sheet } from './sheet';

/** A page with a button that opens a sheet holding a field and a Done button. */
function Page({ dismissible = true, focusDone = false }) {
  const [open, setOpen] = useState(false);
  const done = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Sheet
          title="Pick a day"
          description="The donor sees it."
          onClose={() => setOpen(false)}
          dismissible={dismissible}
          initialFocus={focusDone ? done : undefined}
        >
          <label>
            Day <input />
          </label>
          <button ref={done} type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Sheet>
      )}
    </main>
  );
}

async function openSheet(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Pick a day' }) };
}

beforeEach(async () => {
  await loadPageTexts();
  await activateLanguage('en');
});

describe('Sheet', () => {
  it('is a modal dialog named by its heading and described by its sentence, outside the page', async () => {
    const { dialog } = await openSheet();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The donor sees it.');
    expect(screen.getByRole('heading', { name: 'Pick a day' })).toBeInTheDocument();
    expect(screen.getByRole('main').contains(dialog)).toBe(false);
  });

  it('focuses the first field, keeps Tab inside, and Escape closes it back to its opener', async () => {
    const { user, opener, dialog } = await openSheet();
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(field).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: en.sheet.close })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: en.sheet.close })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('focuses what it is told to', async () => {
    await openSheet({ focusDone: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('closes on its close button and on a tap beside it, and returns the focus each time', async () => {
    const { user, opener, dialog } = await openSheet();
    await user.click(screen.getByRole('button', { name: en.sheet.close }));
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const again = screen.getByRole('dialog');
    await user.click(screen.getByRole('textbox'));
    expect(again).toBeInTheDocument();
    // The backdrop is the dialog's parent: a tap there is beside the sheet.
    await user.pointer({ keys: '[MouseLeft]', target: again.parentElement as HTMLElement });
    expect(again).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open while it may not be dismissed', async () => {
    const { user, dialog } = await openSheet({ dismissible: false });
    await user.keyboard('{Escape}');
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement as HTMLElement });
    expect(screen.getByRole('button', { name: en.sheet.close })).toBeDisabled();
    expect(dialog).toBeInTheDocument();
  });

  it('keeps the page behind from scrolling while open, and gives it back', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openSheet();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('slides in only without a wish for less motion', async () => {
    const { dialog } = await openSheet();
    for (const node of [dialog, dialog.parentElement as HTMLElement]) {
      expect(node.className).toContain('motion-reduce:transition-none');
    }
  });

  it('names its close button in the page language', async () => {
    await activateLanguage('ar');
    await openSheet();
    expect(screen.getByRole('button', { name: ar.sheet.close })).toBeInTheDocument();
  });
});
