import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RouteObject } from 'react-router';
import { local, storageKeys } from '../lib/storage';
import { type RootState, store } from './store';

/**
 * A call a screen sends: an RTK Query endpoint's `initiate(args)`, or a thunk that sends one.
 * Dispatched, it sends the request (or finds its answer in the cache).
 */
export type ScreenCall = ThunkAction<unknown, RootState, unknown, UnknownAction>;

/**
 * What a panel or back-office page paints from its HTML alone, before any script has run
 * (docs/decisions/028): the area's frame and, where they are fixed texts, the page's heading and
 * introduction (a heading that depends on the account is left out: the frame alone is painted).
 * `welcome` marks the place of the name the server writes for the person signed in
 * (docs/decisions/030): 'staff', the introduction is the back-office's welcome line
 * (staffWelcome); 'listener', the heading is the panel's greeting ('Bienvenido, {nombre}', beside
 * the picture's place).
 */
export type Outline = {
  title?: string;
  intro?: string;
  welcome?: 'staff' | 'listener';
  /**
   * The outline of the same path under an exact query string ('miniFlow=1') whose page shows other
   * fixed texts: the server sends it for that address instead (an address with any other query
   * gets the path's own).
   */
  byQuery?: Record<string, Omit<Outline, 'byQuery'>>;
};

/**
 * What a screen needs first, declared on its route (React Router's `handle`), beside its code
 * (`lazy`). The app starts `data` from the route's loader; the web build reads the rest from the
 * same table (scripts/prerender.mjs): the module files to preload with the app on that path, the
 * addresses public/boot.js asks for before the app has loaded, and the outline the server sends.
 */
export type Screen = {
  /**
   * The queries whose answers the page paints first, as it asks for them (the same endpoints and
   * arguments, so that the page reads the entries they fill), from the page's address: the route's
   * loader starts them as navigation starts, beside the page's code, instead of once the page has
   * mounted. Only calls whose address depends on nothing but the page's address: a call that
   * depends on the day or on what the page works out is the page's own.
   */
  data?: (url: URL) => ScreenCall[];
  /**
   * Calls the page itself sends as it mounts that a loader cannot start for it (the user's
   * refresh: a mutation, whose answer the page reads from the call): sent early only on a full
   * load, by public/boot.js, whose answer the page's own call takes (lib/api.ts, takeEarlyAnswer).
   */
  onMount?: (url: URL) => ScreenCall[];
  /** The page's part of its outline: where absent, the area's frame alone. */
  outline?: Outline;
};

/** The signed-in areas, each with the frame of its outline (app/page-outline.tsx). */
export type Area = 'panel' | 'admin';

/** A route's `handle` (React Router's place for what a route says about itself). */
export type RouteHandle = {
  /** On an area's layout: the area its screens belong to. */
  area?: Area;
  /** On a screen: what it needs first (see `screen`). */
  screen?: Screen;
  /**
   * On a layout: the modules its element loads itself (not through the router) for a signed-in
   * page's first paint: preloaded with the code of the screens below it.
   */
  firstPaint?: (() => Promise<unknown>)[];
};

/** Whether this browser has signed in (the `hasSession` hint): no calls are sent for a visitor. */
const signedInBefore = () => local.get(storageKeys.sessionHint) !== null;

/**
 * A screen's route: `route` with the screen's needs in its handle and, when it has `data`, a
 * loader that starts those queries and returns at once (nothing waits for them: the page shows
 * its frame and heading, then its data as it arrives). Started, not held: the page's own query
 * holds the cache entry (RTK Query keeps an unheld answer `keepUnusedDataFor`, a minute, which the
 * page outlives by far). For someone the guards turn away, the server answers 401 or 403 and
 * nothing is shown.
 */
export function screen(route: RouteObject, needs: Screen): RouteObject {
  const { data } = needs;
  return {
    ...route,
    handle: { ...route.handle, screen: needs } satisfies RouteHandle,
    ...(data && {
      loader: ({ request }: { request: Request }) => {
        if (signedInBefore()) {
          for (const call of data(new URL(request.url))) {
            const started = store.dispatch(call) as { unsubscribe?: () => void } | undefined;
            started?.unsubscribe?.();
          }
        }
        return null;
      },
    }),
  };
}
