import { useEffect, useState, type KeyboardEvent } from 'react';

import { CONTROL_CLASS } from '../../components/ui/field';
import { LineIcon } from '../../components/ui/line-icon';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { placeNameIn, type PlacePickerProps } from '../../lib/places';
import { usePlaceData } from './use-place-data';

const CHIP_INPUT =
  'block h-11 w-full rounded-full border ps-4 text-sm font-semibold text-stone-900 shadow-xs placeholder:font-normal placeholder:text-stone-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

/**
 * One of Jordan's places, found as it is typed in either language (an editable combobox with a
 * list, WAI-ARIA's pattern): the arrow keys move through the places found, Enter takes one,
 * Escape closes the list, then drops what was typed. Each place reads in the page's language
 * with its governorate. The list of places loads when the field is first focused, or at once
 * when it must name a chosen place (from the URL); `named` shows a reply's place meanwhile.
 * Emptying the field and leaving it clears the choice, as does the clear button.
 */
export function PlacePicker({
  id,
  label,
  labelHidden = false,
  value,
  named,
  onChange,
  placeholder,
  error,
  className,
  look = 'field',
  autoFocus = false,
  inputRef,
}: PlacePickerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [engaged, setEngaged] = useState(false);
  /** What is being typed; null shows the chosen place. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { data, failed } = usePlaceData(engaged || value !== null);

  const chosen = value === null ? undefined : data?.placeOfId(value);
  // A place this list does not know (an old link): nothing is chosen.
  const unknown = value !== null && data !== undefined && chosen === undefined;
  useEffect(() => {
    if (unknown) onChange(null);
  }, [unknown, onChange]);

  const chosenText = chosen
    ? data?.placeLabel(chosen, language)
    : named && named.id === value
      ? placeNameIn(named, language)
      : '';
  const typed = query?.trim() ?? '';
  const options = data && typed !== '' ? data.placesMatching(typed) : [];
  const listShown = open && typed !== '';
  const expanded = listShown && options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);
  const listId = `${id}-places`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-place-${index}`;

  function choose(index: number) {
    const place = options[index];
    if (!place || !data) return;
    onChange(data.choiceOf(place));
    setQuery(null);
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!listShown) {
          setOpen(true);
          setActive(0);
        } else if (count > 0) {
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActive((activeIndex + step + count) % count);
        }
        return;
      }
      case 'Enter':
        if (!listShown) return;
        // Taking a place never sends the form it is in.
        event.preventDefault();
        if (count > 0) choose(Math.max(activeIndex, 0));
        return;
      case 'Escape':
        if (listShown) {
          event.preventDefault();
          setOpen(false);
        } else if (query !== null) {
          event.preventDefault();
          setQuery(null);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  function handleBlur() {
    setOpen(false);
    if (query === null) return;
    if (query.trim() === '' && value !== null) onChange(null);
    setQuery(null);
  }

  let note: string | null = null;
  if (listShown && options.length === 0) {
    note = failed
      ? t('places.picker.loadFailed')
      : data
        ? t('places.picker.noMatch')
        : t('places.picker.loading');
  }

  return (
    <div className={`relative ${className ?? ''}`}>
      <label
        htmlFor={id}
        className={labelHidden ? 'sr-only' : 'block font-semibold text-stone-900'}
      >
        {label}
      </label>
      <div className={`relative ${look === 'field' && !labelHidden ? 'mt-1.5' : ''}`}>
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          dir="auto"
          autoComplete="off"
          autoFocus={autoFocus}
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder ?? t('places.picker.placeholder')}
          value={query ?? chosenText ?? ''}
          onFocus={() => setEngaged(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          className={`${look === 'chip' ? CHIP_INPUT : CONTROL_CLASS} pe-10 ${error ? 'border-red-700' : look === 'chip' && value !== null ? 'border-brand-700' : 'border-stone-400'} ${look === 'chip' && value !== null ? 'bg-brand-50' : 'bg-white'}`}
        />
        {value !== null && query === null && (
          <button
            type="button"
            aria-label={t('places.picker.clear')}
            title={t('places.picker.clear')}
            onClick={() => onChange(null)}
            className="absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus:outline-2 focus:outline-brand-700"
          >
            <LineIcon className="size-4">
              <path d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 min-w-56 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 text-start shadow-lg"
        >
          {options.map((place, index) => (
            <li
              key={place.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the field, so choosing does not first leave it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              className={`cursor-pointer px-3 py-2.5 text-sm text-stone-900 ${index === activeIndex ? 'bg-brand-50 font-semibold text-brand-900' : 'hover:bg-stone-50'}`}
            >
              {data?.placeLabel(place, language)}
            </li>
          ))}
        </ul>
        <p
          role="status"
          className={
            note
              ? 'absolute inset-x-0 top-full z-30 mt-1 min-w-56 rounded-xl border border-stone-200 bg-white px-3 py-2.5 text-sm text-stone-700 shadow-lg'
              : 'sr-only'
          }
        >
          {note}
        </p>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
