import { es, passwordRules } from '@sanarte/shared';
import { Check, Circle } from 'lucide-react';

const items = [
  { key: 'minLength', label: es.password.checklistMin, test: passwordRules.minLength },
  { key: 'uppercase', label: es.password.checklistUppercase, test: passwordRules.uppercase },
  { key: 'symbol', label: es.password.checklistSymbol, test: passwordRules.symbol },
] as const;

/**
 * The live checklist of the three password requirements. The password field
 * points at it with aria-describedby; each item says whether it is met in text, not only colour.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="flex flex-col gap-1.5 text-sm" aria-label="Requisitos de la contraseña">
      {items.map((item) => {
        const met = item.test(password);
        return (
          <li
            key={item.key}
            data-met={met}
            className={`flex items-center gap-2 ${met ? 'text-[#1f6b4a]' : 'text-ink-soft'}`}
          >
            {met ? (
              <Check className="size-4 shrink-0" strokeWidth={2.4} />
            ) : (
              <Circle className="size-4 shrink-0" strokeWidth={1.8} />
            )}
            <span>{item.label}</span>
            <span className="sr-only">{met ? '(cumplido)' : '(pendiente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
