import {
  type ReminderChannel as Channel,
  type PracticeReminder,
  es,
  fill,
  practiceReminder,
} from '@sanarte/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AlertRegion } from '../../../components/ui/alert-region';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { useUpdateNotificationSettingsMutation } from './api';
import { ReminderChannel } from './reminder-channel';

const copy = es.notifications;

/** The time offered while there is no reminder: an evening moment to unwind. */
const DEFAULT_TIME = '20:00';

/** What the fields hold: ISO weekdays (1 Monday … 7 Sunday) and the time input's value ('HH:MM', '' while incomplete). */
type Draft = { days: number[]; time: string };

/** What keeps the fields from being saved, in Spanish, by field; `zone`: the browser's time zone. */
type Problems = { days?: string; time?: string; zone?: string };

const sortDays = (days: readonly number[]) => [...days].sort((a, b) => a - b);

const draftOf = (reminder: PracticeReminder | null): Draft =>
  reminder ? { days: sortDays(reminder.days), time: reminder.time } : { days: [], time: DEFAULT_TIME };

const sameDraft = (a: Draft, b: Draft) => a.time === b.time && a.days.join() === b.days.join();

/** The browser's time zone (an IANA name such as 'Europe/Madrid'), '' when it does not say. */
function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** A zone as people read it: 'America/Mexico_City' → 'America/Mexico City'. */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/** The reminder the fields describe (days sorted), or what keeps it from being one (the contract's own check). */
function check(draft: Draft, timeZone: string): { reminder: PracticeReminder } | { problems: Problems } {
  const result = practiceReminder.safeParse({ days: sortDays(draft.days), time: draft.time, timeZone });
  if (result.success) return { reminder: result.data };
  const problems: Problems = {};
  for (const issue of result.error.issues) {
    // Our own texts: a few of the schema's checks (a day's range, an empty zone) carry zod's.
    if (issue.path[0] === 'days') problems.days = copy.reminderDaysRequired;
    else if (issue.path[0] === 'time') problems.time = copy.reminderTimeInvalid;
    else problems.zone = copy.reminderZoneInvalid;
  }
  return { problems };
}

/**
 * «Recordatorio para practicar»: the days (seven checkboxes that wrap) and the time at which a
 * short e-mail invites the listener back, in the browser's time zone. Saved on request as
 * `{ reminder }` alone (PUT), so the new-release switch is neither sent nor reset; «Desactivar
 * recordatorio» (while one is saved) sends `{ reminder: null }`. The fields start from the saved
 * reminder and take what each answer holds. Mistakes are said next to their field, checked in the
 * browser before any request and again on each change after; the server's refusals (400) in the
 * alert region. What happened is announced from a region that is always there. Once there is a
 * reminder, how it arrives (reminder-channel.tsx) follows the form.
 */
export function PracticeReminderForm({
  reminder,
  channel,
}: {
  reminder: PracticeReminder | null;
  channel: Channel;
}) {
  const id = useId();
  const [update] = useUpdateNotificationSettingsMutation();
  const [timeZone] = useState(browserZone);
  const [draft, setDraft] = useState(() => draftOf(reminder));
  /** The saved reminder the fields started from: a newer one (read afresh) replaces fields left untouched. */
  const [shown, setShown] = useState(reminder);
  if (reminder !== shown) {
    setShown(reminder);
    if (sameDraft(draft, draftOf(shown))) setDraft(draftOf(reminder));
  }
  /** Whether a save was refused for the fields: from then on their messages follow each change. */
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<'save' | 'off' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const firstDayRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  /** Set as a request ends: focus lost meanwhile (a busy button, «Desactivar» gone) goes to «Guardar». */
  const refocus = useRef(false);

  const result = check(draft, timeZone);
  const problems = checking && 'problems' in result ? result.problems : {};
  const daysErrorId = `${id}-days-error`;
  const timeErrorId = `${id}-time-error`;
  const zoneNoteId = `${id}-zone`;
  const savedZoneId = `${id}-saved-zone`;
  const otherSavedZone = reminder && timeZone && reminder.timeZone !== timeZone ? reminder.timeZone : null;

  useEffect(() => {
    if (pending !== null || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled))
      saveRef.current?.focus();
  }, [pending]);

  function change(next: Draft) {
    setDraft(next);
    setDone(null);
  }

  function toggleDay(day: number, on: boolean) {
    const others = draft.days.filter((d) => d !== day);
    change({ ...draft, days: on ? sortDays([...others, day]) : others });
  }

  async function send(kind: 'save' | 'off', next: PracticeReminder | null) {
    setPending(kind);
    try {
      const settings = await update({ reminder: next }).unwrap();
      setDraft(draftOf(settings.reminder));
      setChecking(false);
      setDone(kind === 'save' ? copy.reminderSaved : copy.reminderRemoved);
    } catch (err) {
      setFailure(errorMessage(err, copy.saveFailed));
    } finally {
      refocus.current = true;
      setPending(null);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (pending !== null) return;
    setDone(null);
    setFailure(null);
    if ('problems' in result) {
      const found = result.problems;
      setChecking(true);
      if (found.zone) setFailure(found.zone);
      if (found.days) firstDayRef.current?.focus();
      else if (found.time) timeRef.current?.focus();
      return;
    }
    void send('save', result.reminder);
  }

  function turnOff() {
    if (pending !== null) return;
    setDone(null);
    setFailure(null);
    void send('off', null);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-4 border-t border-night-900/10 pt-5"
    >
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-night-900">
          {copy.reminderTitle}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{copy.reminderIntro}</p>
        {!reminder && <p className="mt-2 text-sm font-semibold text-night-700">{copy.reminderNone}</p>}
      </div>
      <form noValidate onSubmit={save} className="flex min-w-0 flex-col gap-5">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-night-900">{copy.reminderDaysLegend}</legend>
          <div className="flex flex-wrap gap-2">
            {copy.weekdays.map((name, index) => {
              const day = index + 1;
              const on = draft.days.includes(day);
              return (
                <label
                  key={name}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3.5 ring-1 ring-inset ${
                    on ? 'bg-lavender-50 ring-night-700/50' : 'ring-night-700/20 hover:bg-night-900/5'
                  }`}
                >
                  <input
                    ref={day === 1 ? firstDayRef : undefined}
                    type="checkbox"
                    checked={on}
                    onChange={(e) => toggleDay(day, e.currentTarget.checked)}
                    aria-invalid={Boolean(problems.days)}
                    aria-describedby={problems.days ? daysErrorId : undefined}
                    className="size-5 shrink-0 cursor-pointer accent-night-600"
                  />
                  <span className="text-sm font-semibold text-night-900">{name}</span>
                </label>
              );
            })}
          </div>
          {problems.days && (
            <p id={daysErrorId} className="mt-2 text-sm font-medium text-danger">
              {problems.days}
            </p>
          )}
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-time`} className="text-sm font-semibold text-night-900">
            {copy.reminderTimeLabel}
          </label>
          <Input
            ref={timeRef}
            id={`${id}-time`}
            type="time"
            value={draft.time}
            onChange={(e) => change({ ...draft, time: e.currentTarget.value })}
            aria-invalid={Boolean(problems.time)}
            aria-describedby={
              [
                problems.time ? timeErrorId : '',
                timeZone ? zoneNoteId : '',
                otherSavedZone ? savedZoneId : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
            className="max-w-48"
          />
          {problems.time && (
            <p id={timeErrorId} className="text-sm font-medium text-danger">
              {problems.time}
            </p>
          )}
          {timeZone && (
            <p id={zoneNoteId} className="text-sm break-words text-ink-soft">
              {fill(copy.reminderZoneNote, { zone: zoneLabel(timeZone) })}
            </p>
          )}
          {otherSavedZone && (
            <p id={savedZoneId} className="text-sm break-words text-ink-soft">
              {fill(copy.reminderZoneSaved, { zone: zoneLabel(otherSavedZone) })}
            </p>
          )}
        </div>

        <div className="flex flex-wrap gap-3">
          <Button ref={saveRef} type="submit" busy={pending === 'save'} disabled={pending !== null}>
            {copy.reminderSave}
          </Button>
          {reminder && (
            <Button variant="outline" busy={pending === 'off'} disabled={pending !== null} onClick={turnOff}>
              {copy.reminderOff}
            </Button>
          )}
        </div>

        {/* Always in the page, so each new text is announced. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a live notice, not the result of a form (<output>) */}
        <p role="status" className="min-h-5 text-sm font-semibold text-[#1f6b4a]">
          {pending !== null ? <span className="text-ink-soft">{copy.saving}</span> : (done ?? '')}
        </p>
        <AlertRegion message={failure} />
      </form>
      {reminder && <ReminderChannel channel={channel} />}
    </section>
  );
}
