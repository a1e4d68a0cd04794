import { createStore } from '../../lib/external-store';

/**
 * Where an app update stands: 'idle' (nothing new), 'available' (a new version is installed and
 * waiting: "Nueva versión disponible"), 'deferred' (the listener asked for it while audio was
 * playing: it applies when playback stops), 'applying' (the new version takes over; the page
 * reloads into it).
 */
export type UpdateStatus = 'idle' | 'available' | 'deferred' | 'applying';

export const updateState = createStore<{ status: UpdateStatus }>({ status: 'idle' });
