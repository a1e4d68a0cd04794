import { LIMITS, es } from '@sanarte/shared';
import { paths } from '../../config/paths';
import { trialIsOver } from '../../lib/media/trial';
import type { SessionUser } from '../auth';

/** Time left as people say it: 'Te quedan 47 h y 5 min', 'Te quedan 12 min', 'Te queda 1 min'. */
export function remainingLabel(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return minutes === 1 ? 'Te queda 1 min' : `Te quedan ${minutes} min`;
  return rest === 0 ? `Te quedan ${hours} h` : `Te quedan ${hours} h y ${rest} min`;
}

export type StepKind = 'test' | 'results' | 'trial' | 'chooseTrial' | 'trialOver' | 'plans';

export interface NextStep {
  kind: StepKind;
  title: string;
  text: string;
  action: string;
  to: string;
}

/**
 * Where a signed-in user without an active plan goes next, in order: the test (or its results),
 * the trial audio (with the time it has left, or choosing one), and the plans.
 */
export function nextSteps(user: SessionUser, now: number = Date.now()): NextStep[] {
  if (user.activeSubscription) return [];
  const steps: NextStep[] = [];
  const tookTest = Boolean(user.tookTest && user.testResult);
  const trial = user.temporaryAudioSelected;
  const trialTitle = typeof trial?.audio?.title === 'string' && trial.audio.title ? trial.audio.title : null;
  const until = typeof trial?.expiresAt === 'string' ? Date.parse(trial.expiresAt) : Number.NaN;

  if (!tookTest) {
    steps.push({
      kind: 'test',
      title: 'Haz tu test de bienestar',
      text: 'Son 17 preguntas sencillas. Con tus respuestas te recomendamos las terapias que mejor encajan contigo.',
      action: 'Hacer el test',
      to: paths.test.href(),
    });
  } else {
    steps.push({
      kind: 'results',
      title: 'Tus resultados del test',
      text: 'Repasa tu categoría principal y los temas que te recomendamos.',
      action: 'Ver mis resultados',
      to: paths.test.href(),
    });
  }

  // Over once the server says so (its clock decides access) or the device sees the end pass.
  if (trial && !trialIsOver(trial, now) && Number.isFinite(until)) {
    steps.push({
      kind: 'trial',
      title: 'Tu audio de prueba',
      text: `${trialTitle ?? 'Tu audio'}: ${remainingLabel(until - now).toLowerCase()} para escucharlo gratis.`,
      action: 'Escuchar mi audio de prueba',
      to: paths.test.href(),
    });
  } else if (trial) {
    steps.push({
      kind: 'trialOver',
      title: es.test.trialExpired,
      text: es.trial.overText,
      action: es.trial.viewPlans,
      to: paths.panel.subscription.href({ plans: true }),
    });
  } else if (tookTest) {
    steps.push({
      kind: 'chooseTrial',
      title: 'Elige tu audio de prueba',
      text: `Escucha gratis durante ${LIMITS.trialHours} horas uno de los audios de tus temas recomendados.`,
      action: 'Elegir mi audio',
      to: paths.test.href(),
    });
  }

  if (!steps.some((s) => s.kind === 'trialOver')) {
    steps.push({
      kind: 'plans',
      title: 'Elige tu plan',
      text: 'Con el plan Mini escuchas 2 temas; con el plan Full, todas las terapias y una nueva cada mes.',
      action: 'Ver planes',
      to: paths.panel.subscription.href({ plans: true }),
    });
  }
  return steps;
}
