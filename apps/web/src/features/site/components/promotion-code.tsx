import {
  type PlanDto,
  type PromotionCheckAnswer,
  describeDiscount,
  es,
  fill,
  formatMoney,
} from '@sanarte/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import {
  forgetPromotionCode,
  isPromotionCodeError,
  rememberPromotionCode,
  storedPromotionCode,
} from '../../../lib/promotion-code';
import { useCheckPromotionCodeMutation } from '../promotions-api';

export type PromotionCodeProps = {
  /** The paid plans the visitor can buy from the cards: the code is checked against each of them. */
  plans: PlanDto[];
  /** Each plan's first payment with the applied code, by plan id (empty: no code applies). */
  onOffers: (offers: Record<string, string>) => void;
};

/** A code to check (a new object each time: applying the same code again checks it again). */
type Request = { code: string };

/** The campaign link's code (`/?codigo=REYES`), else the one applied earlier in this tab. */
function waitingCode(search: string): Request | null {
  const code = new URLSearchParams(search).get('codigo')?.trim() || storedPromotionCode();
  return code ? { code: code.toUpperCase() } : null;
}

/**
 * «¿Tienes un código promocional?» under the plan cards: opens a field to apply a code, which is
 * checked against every plan on offer at once (POST /api/promotion-codes/check, one call).
 * The plans it applies to show their first payment with it (`onOffers`), the code line replaces
 * the field and the code is kept for the checkout (lib/promotion-code.ts); when it applies to
 * none, the first refusal's message shows under the field. A code waiting in the address or from
 * an earlier step is applied on arrival, and again whenever the plans on offer change (signing in).
 */
export function PromotionCode({ plans, onOffers }: PromotionCodeProps) {
  const t = es.promotions;
  const id = useId();
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const formId = `${id}-form`;
  const { search } = useLocation();
  const [check] = useCheckPromotionCodeMutation();
  const [request, setRequest] = useState(() => waitingCode(search));
  const [value, setValue] = useState(request?.code ?? '');
  const [open, setOpen] = useState(request !== null);
  const [checking, setChecking] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the next render is on screen. */
  const focusNext = useRef<'input' | 'remove' | null>(null);
  /** The check under way was asked by the visitor (focus then follows its outcome). */
  const byHand = useRef(false);
  // The plans by id only: a new array of the same plans is no reason to check again.
  const planIds = plans.map((plan) => plan._id).join(' ');

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'input') inputRef.current?.focus();
    if (target === 'remove') removeRef.current?.focus();
  });

  useEffect(() => {
    if (!request || !planIds) return;
    const ids = planIds.split(' ');
    let live = true;
    setChecking(true);
    setError(null);
    void Promise.allSettled([check({ code: request.code, planIds: ids }).unwrap()]).then(([result]) => {
      if (!live) return;
      const offers: Record<string, string> = {};
      // The server answers the plans the code applies to (at least one), or why it applies to none.
      const terms: PromotionCheckAnswer['data'] | null =
        result?.status === 'fulfilled' ? (result.value?.data ?? null) : null;
      const refusal: unknown = result?.status === 'rejected' ? result.reason : null;
      for (const plan of terms?.plans ?? []) {
        const amount = formatMoney(plan.firstCharge, plan.currency);
        offers[plan.planId] = fill(t.codeFirstCharge, { code: terms?.code ?? '', amount });
      }
      setChecking(false);
      onOffers(offers);
      if (terms) {
        rememberPromotionCode(terms.code);
        setApplied(fill(t.codeApplied, { code: terms.code, discount: describeDiscount(terms) }));
        setValue(terms.code);
        if (byHand.current) focusNext.current = 'remove';
        byHand.current = false;
        return;
      }
      // A refused code is forgotten; one that could not be checked (no connection) is kept.
      if (isPromotionCodeError(refusal)) forgetPromotionCode();
      setApplied(null);
      setOpen(true);
      setError(errorMessage(refusal, t.codeNotFound));
      if (byHand.current) focusNext.current = 'input';
      byHand.current = false;
    });
    return () => {
      live = false;
    };
  }, [request, planIds, check, onOffers, t]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim().toUpperCase();
    if (!code) {
      setError(t.codeFormat);
      inputRef.current?.focus();
      return;
    }
    byHand.current = true;
    setRequest({ code });
  };

  const remove = () => {
    forgetPromotionCode();
    onOffers({});
    byHand.current = false;
    setRequest(null);
    setApplied(null);
    setValue('');
    setError(null);
    setOpen(true);
    focusNext.current = 'input';
  };

  return (
    <div className="text-center">
      {!applied && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen((was) => !was)}
          className="min-h-12 rounded-full px-4 font-semibold underline decoration-night-700/40 underline-offset-4 hover:decoration-current"
        >
          {t.codeToggle}
        </button>
      )}
      {open && !applied && (
        <form
          id={formId}
          noValidate
          onSubmit={onSubmit}
          className="mx-auto mt-3 flex max-w-md flex-col gap-2 text-left"
        >
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t.codeLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              ref={inputRef}
              id={inputId}
              name="codigo"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              className="min-w-0 uppercase sm:flex-1"
            />
            <Button type="submit" busy={checking} busyLabel={t.codeChecking} className="shrink-0">
              {t.codeApply}
            </Button>
          </div>
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        </form>
      )}
      {/* Always there (a status: <output>), so that what it comes to say is announced. */}
      <output className={applied ? 'block break-words font-semibold' : 'sr-only'}>
        {checking ? t.codeChecking : applied}
      </output>
      {applied && (
        <Button ref={removeRef} variant="outline" size="sm" className="mt-3" onClick={remove}>
          {t.codeRemove}
        </Button>
      )}
    </div>
  );
}
