import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { adminBaseApi } from '../api/base';
import { catalogueApi } from '../api/catalogue';
import { mediaApi } from '../api/media';
import { DEFAULT_PAYMENT_RECORDS_ARGS, paymentsAdminApi } from '../api/payments';
import { plansAdminApi } from '../api/plans';
import { DEFAULT_CLIENTS_ARGS, DEFAULT_STAFF_ARGS, usersAdminApi } from '../api/users';

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
/** Data younger than this is not fetched again when the shell mounts (seconds). */
const FRESH_SECONDS = 60;

/**
 * The shell's preload, once the screen on view has its data: the media root, categories, themes
 * and audios, users, plans and payment records, with RTK Query's prefetch into the same cache
 * entries the screens read. Returns true when any of them failed (the screens then load on demand).
 */
export function usePreload(): boolean {
  const dispatch = useDispatch<AnyDispatch>();
  const store = useStore();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    let idle = 0;
    // The screen on view asks for its own data as it mounts (before this, its parent's effect):
    // the other screens' data waits until that has arrived and the browser is idle, so it does not
    // compete with the screen's first paint for the connection and the main thread.
    const schedule =
      window.requestIdleCallback ??
      ((fn: () => void, _options?: IdleRequestOptions) => window.setTimeout(fn, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    void Promise.allSettled(dispatch(adminBaseApi.util.getRunningQueriesThunk())).then(() => {
      if (current) idle = schedule(() => preload(), { timeout: 2000 });
    });
    const preload = () => {
      const options = { ifOlderThan: FRESH_SECONDS };
      dispatch(mediaApi.util.prefetch('getMediaFolder', '', options));
      dispatch(catalogueApi.util.prefetch('getCategories', undefined, options));
      dispatch(catalogueApi.util.prefetch('getThemes', undefined, options));
      dispatch(catalogueApi.util.prefetch('getAudios', undefined, options));
      dispatch(usersAdminApi.util.prefetch('listUsers', DEFAULT_CLIENTS_ARGS, options));
      dispatch(usersAdminApi.util.prefetch('listUsers', DEFAULT_STAFF_ARGS, options));
      dispatch(plansAdminApi.util.prefetch('listAdminPlans', undefined, options));
      dispatch(paymentsAdminApi.util.prefetch('listPaymentRecords', DEFAULT_PAYMENT_RECORDS_ARGS, options));

      void Promise.allSettled(dispatch(adminBaseApi.util.getRunningQueriesThunk())).then(() => {
        if (!current) return;
        // The store's root state holds the api slice; selectors are typed per injected slice.
        const state = store.getState() as never;
        const results = [
          mediaApi.endpoints.getMediaFolder.select('')(state),
          catalogueApi.endpoints.getCategories.select()(state),
          catalogueApi.endpoints.getThemes.select()(state),
          catalogueApi.endpoints.getAudios.select()(state),
          usersAdminApi.endpoints.listUsers.select(DEFAULT_CLIENTS_ARGS)(state),
          usersAdminApi.endpoints.listUsers.select(DEFAULT_STAFF_ARGS)(state),
          plansAdminApi.endpoints.listAdminPlans.select()(state),
          paymentsAdminApi.endpoints.listPaymentRecords.select(DEFAULT_PAYMENT_RECORDS_ARGS)(state),
        ];
        setFailed(results.some((result) => result.isError));
      });
    };
    return () => {
      current = false;
      cancel(idle);
    };
  }, [dispatch, store]);

  return failed;
}
