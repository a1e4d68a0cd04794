import type { AccessService } from './access.service.js';

/**
 * @deprecated The library owns no table: audios come from the catalogue service and subscriptions
 * from the subscriptions service, both through `AccessService`. This type is kept so code written
 * against the old repository (`accessRepo.playableAudio`) still compiles; pass `access` for it.
 */
export type AccessRepository = Pick<AccessService, 'playableAudio'>;
