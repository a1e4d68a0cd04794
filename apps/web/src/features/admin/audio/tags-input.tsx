import { normalizeTags } from '@sanarte/shared';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { audioCopy, fill } from '../content';

/**
 * Tags: Enter or a comma adds what was typed — trimmed, lowercased, never twice.
 * Each tag has its remove button; Backspace in the empty field removes the last one.
 */
export function TagsInput({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');

  const add = (text: string) => {
    const parts = text.split(',');
    const next = normalizeTags([...value, ...parts]);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (draft.trim()) add(draft);
      else setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-night-900">
        {audioCopy.fieldTags}
      </label>
      <p id={hintId} className="text-sm text-ink-soft">
        {audioCopy.tagsHint}
      </p>
      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-night-700/25 bg-white px-3 py-2 focus-within:ring-2 focus-within:ring-night-600">
        {value.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={audioCopy.fieldTags}>
            {value.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-lavender-100 py-0.5 pl-3 pr-1 text-sm font-semibold text-night-900"
              >
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                  aria-label={fill(audioCopy.removeTag, { tag })}
                  className="grid size-7 place-items-center rounded-full hover:bg-night-900/10"
                >
                  <X aria-hidden="true" className="size-3.5" strokeWidth={2.4} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          value={draft}
          aria-describedby={hintId}
          onChange={(event) => {
            const text = event.target.value;
            // A pasted or typed comma adds what comes before it.
            if (text.includes(',')) add(text);
            else setDraft(text);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim()) add(draft);
          }}
          className="min-h-10 min-w-32 flex-1 bg-transparent text-base text-night-950 outline-none focus-visible:outline-none"
        />
      </div>
    </div>
  );
}
