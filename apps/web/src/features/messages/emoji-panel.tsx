import EmojiPicker, { Categories, type EmojiClickData } from 'emoji-picker-react';

import { EMOJI_PANEL_HEIGHT_PX } from '@tabarru/contract/message-constants';

import { useTranslation } from '../../i18n/use-translation';

const CATEGORIES = [
  [Categories.SUGGESTED, 'messages.emoji.suggested'],
  [Categories.SMILEYS_PEOPLE, 'messages.emoji.smileys'],
  [Categories.ANIMALS_NATURE, 'messages.emoji.nature'],
  [Categories.FOOD_DRINK, 'messages.emoji.food'],
  [Categories.TRAVEL_PLACES, 'messages.emoji.travel'],
  [Categories.ACTIVITIES, 'messages.emoji.activities'],
  [Categories.OBJECTS, 'messages.emoji.objects'],
  [Categories.SYMBOLS, 'messages.emoji.symbols'],
  [Categories.FLAGS, 'messages.emoji.flags'],
] as const;

/**
 * The emoji panel of a conversation: no preview, search or skin tones; the system's own emoji, so
 * nothing is fetched from a CDN. Its own chunk, loaded when first opened.
 */
export default function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  return (
    <EmojiPicker
      width="100%"
      height={EMOJI_PANEL_HEIGHT_PX}
      searchDisabled
      skinTonesDisabled
      autoFocusSearch={false}
      previewConfig={{ showPreview: false }}
      categories={CATEGORIES.map(([category, key]) => ({ category, name: t(key) }))}
      labels={{
        categoryNavigation: t('messages.emoji.categories'),
        loading: t('messages.emoji.loading'),
        loadingError: t('messages.emoji.failed'),
        retryLoading: t('messages.emoji.retry'),
      }}
      onEmojiClick={(emoji: EmojiClickData) => onPick(emoji.emoji)}
    />
  );
}
