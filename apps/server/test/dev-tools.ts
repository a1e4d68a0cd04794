/**
 * Local mode's helpers (/api/dev/…, the checkout simulator and its portal under /dev/…) take the
 * XSRF check like every unsafe call: these send what a developer's curl or the simulator's HTML
 * forms send.
 */

/** A fresh XSRF token, as the first GET of any page or call hands it out. */
export async function xsrfToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/health`);
  await res.arrayBuffer();
  for (const line of res.headers.getSetCookie()) {
    const m = /^XSRF-TOKEN=([^;]+)/.exec(line);
    if (m?.[1]) return m[1];
  }
  throw new Error('no XSRF cookie handed out');
}

/**
 * `fetch` of a local-mode helper as curl with the cookie jar does: POST unless `init` says
 * otherwise, redirects not followed, the XSRF cookie and its header added.
 */
export async function devFetch(baseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  const token = await xsrfToken(baseUrl);
  const headers = new Headers(init.headers);
  const cookie = headers.get('cookie');
  headers.set('cookie', cookie ? `${cookie}; XSRF-TOKEN=${token}` : `XSRF-TOKEN=${token}`);
  headers.set('x-xsrf-token', token);
  return fetch(`${baseUrl}${path}`, { method: 'POST', redirect: 'manual', ...init, headers });
}

/** POST /api/dev/clock/advance: the application's clock moves `days` on (the simulator renews what falls due). */
export const advanceClock = (baseUrl: string, days: number): Promise<Response> =>
  devFetch(baseUrl, '/api/dev/clock/advance', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });

/**
 * A browser on a simulator page (`pagePath`): loads it, then submits the post form whose action is
 * `action` with its hidden fields (the XSRF token among them) and `fields`. The form's answer (a
 * redirect, not followed) and the page's HTML.
 */
export async function submitDevForm(
  baseUrl: string,
  pagePath: string,
  action: string,
  fields: Record<string, string> = {},
): Promise<{ page: string; answer: Response }> {
  const opened = await fetch(`${baseUrl}${pagePath}`);
  const page = await opened.text();
  const cookies = opened.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const forms = [...page.matchAll(/<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms.find((f) => f[1] === action);
  if (!form) throw new Error(`no form posting to ${action} on ${pagePath}`);
  const body = new URLSearchParams();
  for (const input of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    body.set(input[1] as string, unescapeHtml(input[2] as string));
  }
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const answer = await fetch(`${baseUrl}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookies ? { cookie: cookies } : {}) },
    body: body.toString(),
  });
  return { page, answer };
}

/** The characters the pages escape in attribute values (lib/html.ts), back as they were. */
const unescapeHtml = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
