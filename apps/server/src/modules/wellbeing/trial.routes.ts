import { temporaryAudioRequestSchema, trialAudioAnswer, trialChosenAnswer } from '@sanarte/shared';
import type { RateLimits } from '../../lib/rate-limits.js';
import { routes, userRead, write } from '../../lib/route-options.js';
import { guards } from '../auth/auth.plugin.js';
import type { TrialService } from './trial.service.js';
import { presentTrialAudio } from './wellbeing.presenter.js';

export interface TrialRoutesDeps {
  trial: TrialService;
  rateLimits: RateLimits;
}

/** The one 48-hour trial audio. */
export const trialRoutes = routes(async (app, { trial, rateLimits: { writes } }: TrialRoutesDeps) => {
  app.put(
    '/api/users/update-temporary-audio',
    write('user', writes, 'Choose the audio of the 48-hour trial', trialChosenAnswer, {
      body: temporaryAudioRequestSchema,
    }),
    async (req) => {
      const a = await guards.user(req);
      const user = await trial.choose(a.user, req.body.audioId);
      return { success: true as const, message: 'OK', data: { user } };
    },
  );

  app.get(
    '/api/users/check-temp-audio',
    userRead('Get a signed URL to play the trial audio', trialAudioAnswer),
    async (req) => {
      const a = await guards.user(req);
      return presentTrialAudio(await trial.play(a.user));
    },
  );
});
