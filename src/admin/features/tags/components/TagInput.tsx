import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { addTag, removeTag, sameTag, visibleSuggestions } from '../tag-list-state.ts';
import { searchTags, validateTag } from '../api.ts';

interface TagInputProps {
  kind: 'public' | 'private';
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Whether the user may create tags that do not exist yet (manage-tags). */
  canCreate: boolean;
}

/** Chips with remove buttons, an input that suggests existing tags as you type, Enter to add. */
export function TagInput({ kind, label, value, onChange, canCreate }: TagInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<{ kind: 'hint' | 'error'; text: string } | null>(null);
  const request = useRef(0);
  const shown = visibleSuggestions(suggestions, value);

  const search = useDebouncedCallback(async (term: string) => {
    const number = ++request.current;
    try {
      const found = await searchTags(kind, term);
      if (number === request.current) setSuggestions(found.map((tag) => tag.name));
    } catch {
      if (number === request.current) setSuggestions([]);
    }
  }, 250);

  useEffect(() => {
    if (text.trim() === '') {
      search.cancel();
      request.current += 1;
      setSuggestions([]);
    } else search(text.trim());
    setActive(-1);
  }, [text, search]);

  const add = async (raw: string) => {
    const result = addTag(value, raw);
    if (result.outcome === 'empty') return;
    if (result.outcome === 'duplicate') {
      setMessage({ kind: 'error', text: t('tagsAdmin.duplicateTag') });
      return;
    }
    if (result.outcome === 'invalid') {
      setMessage({ kind: 'error', text: t('tagsAdmin.invalidTag') });
      return;
    }
    if (result.outcome === 'recased') {
      setText('');
      setSuggestions([]);
      setMessage(null);
      onChange(result.tags);
      return;
    }
    const name = result.tags[result.tags.length - 1]!;
    setText('');
    setSuggestions([]);
    setMessage(null);
    // A name that is not a suggestion may be new: the server says whether it exists (and how it is spelled).
    if (!suggestions.some((suggestion) => sameTag(suggestion, name))) {
      try {
        const check = await validateTag(name);
        if (!check.valid) {
          setMessage({ kind: 'error', text: t('tagsAdmin.invalidTag') });
          return;
        }
        const exists = kind === 'public' ? check.existsPublic : check.existsPrivate;
        if (!exists) {
          if (!canCreate) {
            setMessage({ kind: 'error', text: t('tagsAdmin.newTagNoRight', { name: check.name }) });
            return;
          }
          setMessage({ kind: 'hint', text: t('tagsAdmin.newTagHint', { name: check.name }) });
        }
        onChange(addTag(value, check.name || name).tags);
        return;
      } catch {
        // Validation is a convenience; the save checks again.
      }
    }
    onChange(result.tags);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      void add(active >= 0 && shown[active] ? shown[active]! : text);
    } else if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setSuggestions([]);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="field tag-input">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="tag-input__box">
        {value.length > 0 && (
          <ul className="tag-list" aria-label={label}>
            {value.map((tag) => (
              <li key={tag} className="tag">
                {tag}
                <button
                  type="button"
                  className="tag__remove"
                  aria-label={t('tagsAdmin.removeTag', { name: tag })}
                  onClick={() => onChange(removeTag(value, tag))}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          value={text}
          autoComplete="off"
          role="combobox"
          aria-expanded={shown.length > 0}
          aria-controls={`${id}-suggestions`}
          aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-message`}
          placeholder={t('tagsAdmin.addTagTo', { list: label.toLowerCase() })}
          onChange={(event) => {
            setText(event.target.value);
            setMessage(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {shown.length > 0 && (
        <ul id={`${id}-suggestions`} role="listbox" aria-label={t('tagsAdmin.suggestions')} className="tag-input__suggestions">
          {shown.map((name, index) => (
            <li key={name} id={`${id}-option-${index}`} role="option" aria-selected={index === active}>
              <button
                type="button"
                tabIndex={-1}
                className={index === active ? 'tag-input__suggestion is-active' : 'tag-input__suggestion'}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void add(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p
        id={`${id}-message`}
        className={message?.kind === 'error' ? 'field__errors' : 'field__hint'}
        role={message?.kind === 'error' ? 'alert' : undefined}
      >
        {message?.text ?? t('tagsAdmin.pageTagsIntro')}
      </p>
    </div>
  );
}
