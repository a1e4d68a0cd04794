import { temporaryAudioRequestSchema, trialAudioAnswer, trialChosenAnswer } from '@sanarte/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { responses } from '../../lib/responses.js';
import { guards } from '../auth/auth.plugin.js';
import type { TrialService } from './trial.service.js';
import { presentTrialAudio } from './wellbeing.presenter.js';

export interface TrialRoutesDeps {
  trial: TrialService;
  rateLimits: RateLimits;
}

/** The one 48-hour trial audio. */
export function trialRoutes(deps: TrialRoutesDeps): FastifyPluginAsyncZod {
  const { trial, rateLimits } = deps;
  return async (app) => {
    app.put(
      '/api/users/update-temporary-audio',
      {
        schema: {
          summary: 'Choose the audio of the 48-hour trial',
          body: temporaryAudioRequestSchema,
          response: responses({ 200: trialChosenAnswer }),
        },
        config: { access: 'user', rateLimit: rateLimits.writes },
      },
      async (req) => {
        const a = await guards.user(req);
        const user = await trial.choose(a.user, req.body.audioId);
        return { success: true as const, message: 'OK', data: { user } };
      },
    );

    app.get(
      '/api/users/check-temp-audio',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Get a signed URL to play the trial audio',
          response: responses({ 200: trialAudioAnswer }),
        },
      },
      async (req) => {
        const a = await guards.user(req);
        return presentTrialAudio(await trial.play(a.user));
      },
    );
  };
}
