import { z } from 'zod';

// Number and text checks the back-office's forms share. Each refuses with one message (read when a
// value is checked, never as the module loads: the back-office's chunk that holds the texts may
// not have run yet).

/** A whole number from `min` to `max`. */
export const wholeNumberIn = (min: number, max: number, message: () => string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** An amount of money: above zero, at most `max`, to the cent. */
export const amountOfMoney = (max: number, message: () => string) =>
  z
    .number({ error: message })
    .positive({ error: message })
    .max(max, { error: message })
    .multipleOf(0.01, { error: message });

/** Why staff did something, kept with it: trimmed, 3 to 500 characters. */
export const staffNote = (required: () => string, tooLong: () => string) =>
  z.string({ error: required }).trim().min(3, { error: required }).max(500, { error: tooLong });
