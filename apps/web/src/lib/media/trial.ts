/**
 * Whether a trial audio's 48 hours are over: the server said so when it answered (its clock decides
 * access), or its end has passed on this device since. The test's results (features/wellbeing-test),
 * the panel's next steps and the player's bar (features/player) all ask it.
 */
export function trialIsOver(
  trial: { expired?: boolean; expiresAt?: string | null } | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!trial) return false;
  if (trial.expired === true) return true;
  const until = typeof trial.expiresAt === 'string' ? Date.parse(trial.expiresAt) : Number.NaN;
  return Number.isFinite(until) && until <= now;
}
