import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { AccountDeletionAnswer, DeleteAccountRequest } from '@sanarte/shared';
import { api } from '../../../lib/api';
import { exportFileName } from './file-name';

/** The account's data export as the panel saves it: the server's JSON text and its file name. */
export interface AccountExportFile {
  text: string;
  fileName: string;
}

/**
 * The account's privacy calls. The export is a GET kept out of the cache (a mutation, like the
 * session calls): the file is saved once and the answer forgotten. Its body stays text, so the file
 * saved is byte for byte what the server sent; a failure is read as JSON (the server's message).
 */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/me/export: every piece of personal data, as a JSON file. */
    exportMyData: build.mutation<AccountExportFile, void>({
      query: () => ({
        url: '/users/me/export',
        method: 'GET',
        responseHandler: (response) => (response.ok ? response.text() : response.json().catch(() => null)),
      }),
      transformResponse: (text: string, meta) => ({
        text,
        fileName: exportFileName(
          (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition'),
        ),
      }),
    }),
    /**
     * DELETE /api/users/me: with the password, the account is deleted (`deleted`); without one
     * (accounts that have none) a confirmation link is e-mailed (`confirmation_sent`).
     */
    deleteMyAccount: build.mutation<AccountDeletionAnswer, DeleteAccountRequest>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
    }),
    /** POST /api/users/delete-account/confirm: the e-mailed link's token, on the person's click. */
    confirmAccountDeletion: build.mutation<AccountDeletionAnswer, { token: string }>({
      query: (body) => ({ url: '/users/delete-account/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useExportMyDataMutation, useDeleteMyAccountMutation, useConfirmAccountDeletionMutation } =
  privacyApi;
