import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '../../../components/ui/field';
import { smallButton } from '../components/list-layout';
import { plansCopy as copy } from './content';

type FeaturesEditorProps = {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

/**
 * The plan's features as a list of text fields. A new field takes the
 * focus; removing one moves it to the neighbour, or to the add button when the list is empty.
 */
export function FeaturesEditor({ value, onChange, error }: FeaturesEditorProps) {
  const groupId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    if (focusIndex < 0) addRef.current?.focus();
    else inputs.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const update = (index: number, text: string) => onChange(value.map((f, i) => (i === index ? text : f)));
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setFocusIndex(value.length > 1 ? Math.min(index, value.length - 2) : -1);
  };
  const add = () => {
    onChange([...value, '']);
    setFocusIndex(value.length);
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-night-900">{copy.form.features}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-ink-soft">{copy.form.noFeatures}</p>
      ) : (
        <ol className="flex flex-col gap-2.5">
          {value.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of a plain list of texts, edited in place
            <li key={index} className="flex items-center gap-2">
              <Input
                ref={(el) => {
                  inputs.current[index] = el;
                }}
                value={feature}
                onChange={(e) => update(index, e.target.value)}
                aria-label={copy.form.feature(index + 1)}
                maxLength={200}
                className="min-h-11 py-2"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={copy.form.removeFeature(index + 1)}
                title={copy.form.removeFeature(index + 1)}
                className="grid size-11 shrink-0 place-items-center rounded-full text-danger ring-1 ring-inset ring-danger/40 hover:bg-danger-soft"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={`${groupId}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div>
        <button ref={addRef} type="button" className={smallButton} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.form.addFeature}
        </button>
      </div>
    </fieldset>
  );
}
