import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { es } from '@sanarte/shared';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../../components/ui/toasts';
import { errorMessage } from '../../../lib/api';
import { type UsersListArgs, usersAdminApi } from '../api/users';

const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

/** The export's query string: the list's filters, without paging. */
export function exportQuery(args: UsersListArgs): string {
  const params = new URLSearchParams();
  const { page: _page, pageSize: _pageSize, ...filters } = args;
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  return params.toString();
}

function clickDownload(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * CSV export of a users list (clientes.csv / usuarios.csv): GET /api/users/export.csv with the
 * list's filters, streamed by the server. A small list call first makes sure the session is fresh
 * (it refreshes an expired access cookie), then the browser downloads the file with its cookies.
 * When the server requires the client headers, which a plain link cannot carry, the file is fetched
 * with them instead.
 */
export function useCsvExport(fileName: string) {
  const dispatch = useThunkDispatch();
  const [exporting, setExporting] = useState(false);

  async function exportCsv(args: UsersListArgs) {
    setExporting(true);
    const url = `/api/users/export.csv?${exportQuery(args)}`;
    try {
      await dispatch(
        usersAdminApi.endpoints.listUsers.initiate(
          { ...args, page: 1, pageSize: 1 },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      if (!__CLIENT_API_KEY__ && !__CLIENT_API_SECRET__) {
        clickDownload(url, fileName);
        return;
      }
      const response = await fetch(url, {
        credentials: 'include',
        headers: {
          ...(__CLIENT_API_KEY__ ? { 'x-api-key': __CLIENT_API_KEY__ } : {}),
          ...(__CLIENT_API_SECRET__ ? { 'x-api-secret': __CLIENT_API_SECRET__ } : {}),
        },
      });
      if (!response.ok) throw new Error(es.errors.internal);
      const objectUrl = URL.createObjectURL(await response.blob());
      clickDownload(objectUrl, fileName);
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
    } catch (err) {
      toast.error(errorMessage(err, err instanceof Error ? err.message : es.errors.internal));
    } finally {
      setExporting(false);
    }
  }

  return { exportCsv, exporting };
}
