import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authReducer, authSessionHooks, forgetOnSessionEnd, sessionHintMiddleware } from '../features/auth';
import { forgetDownloads } from '../features/offline';
import { clearResume } from '../features/player';
import { api, configureSessionHooks } from '../lib/api';

/**
 * The Redux store: the RTK Query api slice (features inject their endpoints into it) and the
 * spec's client slices as their features land (auth; plans, users, audio, assets, paymentLogs).
 */
export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authReducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(api.middleware, sessionHintMiddleware),
  });
}

// The base query asks the auth slice whether someone is signed in and ends expired sessions.
configureSessionHooks(authSessionHooks);
// What else a session leaves on this device, deleted when it ends: the player's place to resume and
// the audios downloaded for listening offline (features/auth/end-session.ts).
forgetOnSessionEnd(clearResume, forgetDownloads);

// No setupListeners: its focus and connection events only serve refetchOnFocus and
// refetchOnReconnect, which no endpoint uses, and registering them cost every page's start 8 ms.
export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
