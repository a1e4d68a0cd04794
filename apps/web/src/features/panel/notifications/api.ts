import type {
  NotificationSettings,
  NotificationSettingsAnswer,
  NotificationSettingsInput,
  PushDevicesAnswer,
  PushKeyAnswer,
  PushSubscriptionInput,
  UnsubscribeAnswer,
} from '@sanarte/shared';
import { api } from '../../../lib/api';

/**
 * Configuración → Avisos (the e-mails a listener chose to receive) and the e-mails' unsubscribe
 * link. A change's answer is the whole choice as it now is: it replaces the one held.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/me/notifications: what this account receives (any signed-in account). */
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => '/users/me/notifications',
      transformResponse: (answer: NotificationSettingsAnswer) => answer.data,
    }),
    /** PUT /api/users/me/notifications: the changed choices; answers the whole choice. */
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsInput>({
      query: (body) => ({ url: '/users/me/notifications', method: 'PUT', body }),
      transformResponse: (answer: NotificationSettingsAnswer) => answer.data,
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // At once (not a query's round of actions): the switch shows it as its save ends.
        if (data)
          dispatch(
            notificationsApi.util.upsertQueryEntries([
              { endpointName: 'notificationSettings', arg: undefined, value: data },
            ]),
          );
      },
    }),
    /** GET /api/push/key: the key browsers subscribe to notifications with (null: none are sent). */
    pushKey: build.query<string | null, void>({
      query: () => '/push/key',
      transformResponse: (answer: PushKeyAnswer) => answer.data.publicKey,
    }),
    /** POST /api/users/me/push-subscriptions: this browser shows the account's notifications. */
    addPushDevice: build.mutation<number, PushSubscriptionInput>({
      query: (body) => ({ url: '/users/me/push-subscriptions', method: 'POST', body }),
      transformResponse: (answer: PushDevicesAnswer) => answer.data.devices,
    }),
    /** DELETE /api/users/me/push-subscriptions: this browser no longer does. */
    removePushDevice: build.mutation<number, { endpoint: string }>({
      query: (body) => ({ url: '/users/me/push-subscriptions', method: 'DELETE', body }),
      transformResponse: (answer: PushDevicesAnswer) => answer.data.devices,
    }),
    /**
     * POST /api/notifications/unsubscribe?t=…: the signed token of an e-mail's link stops that kind
     * of e-mail, with no session (400: not one of ours). The page sends it itself, uncached.
     */
    unsubscribe: build.mutation<UnsubscribeAnswer['data'], { token: string }>({
      query: ({ token }) => ({ url: '/notifications/unsubscribe', method: 'POST', params: { t: token } }),
      transformResponse: (answer: UnsubscribeAnswer) => answer.data,
    }),
  }),
});

export const {
  useNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  usePushKeyQuery,
  useAddPushDeviceMutation,
  useRemovePushDeviceMutation,
} = notificationsApi;
