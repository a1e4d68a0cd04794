import { es, passwordRules } from '@sanarte/shared';

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
            <CheckMark met={met} />
            <span>{item.label}</span>
            <span className="sr-only">{met ? '(cumplido)' : '(pendiente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

function CheckMark({ met }: { met: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" focusable="false">
      {met ? (
        <path
          d="M4 10.5 8 14.5 16 5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      )}
    </svg>
  );
}
