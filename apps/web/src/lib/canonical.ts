/**
 * Keeps the canonical URL and og:url in step with the route. The built index.html (served for every
 * path) carries the landing's, with the site's public origin; other pages get that origin plus
 * their own path, so crawlers that run JavaScript index /test or /terminos-y-condiciones as
 * themselves.
 */
export function syncCanonical(pathname: string): void {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  let origin: string;
  try {
    origin = new URL(canonical.href).origin;
  } catch {
    return;
  }
  const href = `${origin}${pathname}`;
  if (canonical.href !== href) canonical.href = href;
  document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.setAttribute('content', href);
}
