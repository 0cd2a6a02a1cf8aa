import {
  Component as ReactComponent,
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { EMOJI_PANEL_HEIGHT_PX, MESSAGE_CONTENT_MAX } from '@tabarru/contract/message-constants';

import { Button } from '../../components/ui/button';
import { CharacterCount, limitedLength } from '../../components/ui/character-count';
import { LineIcon } from '../../components/ui/line-icon';
import { useTranslation } from '../../i18n/use-translation';

const EmojiPanel = lazy(() => import('./emoji-panel'));

/** An emoji panel that fails to load renders nothing; the input keeps working. */
class RenderNothingOnFailure extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('emoji panel failed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function SendIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100">
      <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10 15 12 3.4 14z" fill="currentColor" />
    </svg>
  );
}

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line (and Enter while an input
 * method composes a word does neither), the emoji panel opens under it. On a phone it stays at the
 * bottom of the screen, above the keyboard and the safe area.
 */
export function Composer({
  onSend,
  onKeystroke,
}: {
  onSend: (text: string) => void;
  onKeystroke: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const countId = useId();
  const panelId = useId();
  const length = limitedLength(text);
  const tooLong = length > MESSAGE_CONTENT_MAX;

  const submit = () => {
    if (tooLong) return;
    onSend(text);
    setText('');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
    input.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const insertEmoji = (emoji: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    onKeystroke();
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="sticky bottom-0 z-20 border-t border-stone-200 bg-white px-3 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:px-4"
    >
      <div className="flex items-end gap-2">
        <button
          type="button"
          aria-expanded={emojiOpen}
          aria-controls={panelId}
          aria-label={emojiOpen ? t('messages.composer.closeEmoji') : t('messages.composer.emoji')}
          onClick={() => setEmojiOpen((open) => !open)}
          className={`flex size-12 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 ${emojiOpen ? 'bg-stone-100 text-brand-800' : ''}`}
        >
          <LineIcon className="size-6">
            <circle cx="12" cy="12" r="9" />
            <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
          </LineIcon>
        </button>
        <label htmlFor={inputId} className="sr-only">
          {t('messages.composer.label')}
        </label>
        <textarea
          id={inputId}
          ref={input}
          value={text}
          rows={1}
          dir="auto"
          enterKeyHint="send"
          placeholder={t('messages.composer.placeholder')}
          aria-describedby={countId}
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            setText(event.target.value);
            onKeystroke();
          }}
          onKeyDown={handleKeyDown}
          className={`field-sizing-content max-h-36 min-h-12 min-w-0 flex-1 resize-none rounded-3xl border bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 ${tooLong ? 'border-red-700' : 'border-stone-400'}`}
        />
        <Button type="submit" disabled={tooLong} className="min-h-12 shrink-0 rounded-full px-5">
          <SendIcon />
          <span>{t('messages.composer.send')}</span>
        </Button>
      </div>
      <CharacterCount id={countId} length={length} max={MESSAGE_CONTENT_MAX} />
      <div id={panelId} hidden={!emojiOpen} className="mt-3">
        {emojiOpen && (
          <RenderNothingOnFailure>
            <Suspense
              fallback={
                <p
                  role="status"
                  style={{ height: EMOJI_PANEL_HEIGHT_PX }}
                  className="text-stone-600"
                >
                  {t('messages.emoji.loading')}
                </p>
              }
            >
              <EmojiPanel onPick={insertEmoji} />
            </Suspense>
          </RenderNothingOnFailure>
        )}
      </div>
    </form>
  );
}
