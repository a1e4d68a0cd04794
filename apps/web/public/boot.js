// Starts the app. The server answers every path with the same index.html, which carries the
// landing prerendered at build time (scripts/prerender.mjs writes the app's entry and modules
// into this tag's data attributes).
//  - On any path but '/', the prerendered landing is hidden before the first paint and the app is
//    loaded at once: it renders that page (main.tsx). A panel or back-office page that comes with
//    its outline (the page's frame and heading: <html data-outline>) loads the app after that
//    outline's first paint instead, as the landing does.
//  - On '/', the landing paints first, from HTML and CSS alone; the app is loaded right after the
//    first contentful paint and hydrates it. A click on a button or an in-app link before that is
//    held and replayed once the app has hydrated (main.tsx takes them with takeHeldClicks()).
//  - On a panel or back-office page, in a browser that signed in, the session check and the page's
//    first API calls leave right after its code is asked for (sendFirstCalls, below).
// It also keeps the browser's offer to install the app, which may come before the app has loaded
// (src/features/site/install-prompt.ts reads it).
(() => {
  // The install offer (Chrome, Edge): kept for the install page's button instead of the browser's
  // own banner; a later offer replaces it, and installing the app clears it.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.__sanarteInstall = event;
  });
  addEventListener('appinstalled', () => {
    window.__sanarteInstall = null;
    window.__sanarteInstalled = true;
  });

  const tag = document.currentScript;
  const entry = tag?.getAttribute('data-entry');
  const landing = location.pathname === '/';
  // This page's path as the build's lists have it (no trailing slash).
  const here = location.pathname.replace(/(.)\/$/, '$1');
  if (!landing) document.documentElement.classList.add('not-landing');
  if (!tag || !entry) return; // development server: Vite loads the app itself

  // The route chunks of this path's screen (a signed-in page's table, layouts and page, from its
  // route: scripts/screens.mjs), preloaded with the entry instead of one after another as the router
  // asks for them.
  const screenFiles = () => {
    try {
      const files = (tag.getAttribute('data-screen-files') ?? '').split(' ');
      const screens = JSON.parse(tag.getAttribute('data-screens') ?? '{}');
      const indexes = screens[here] ?? [];
      return indexes.map((i) => files[i]);
    } catch {
      return [];
    }
  };

  // A panel or back-office page (the paths of isSignedInArea, packages/shared) in a browser that
  // signed in (the app's `hasSession` hint) sends its session check and the API calls its first
  // paint needs (data-screen-data: its route's first calls, scripts/screens.mjs) right after asking for
  // its code, instead of once that code has downloaded and run; after, not before: over HTTP/1.1's
  // six connections these small calls must not hold back the code itself. The app takes these
  // answers for its own first calls (src/lib/api.ts, takeEarlyAnswer); one that is not a success
  // is sent again there. Only when the build adds no client headers to the API's calls
  // (scripts/prerender.mjs writes data-session-check).
  const sendFirstCalls = () => {
    if (!tag.hasAttribute('data-session-check') || !/^\/(panel|admin)(\/|$)/i.test(location.pathname)) return;
    try {
      if (localStorage.getItem('hasSession')) {
        const screens = JSON.parse(tag.getAttribute('data-screen-data') ?? '{}');
        const calls = screens[here] ?? [];
        const early = {};
        for (const url of ['/api/users/validate-token', ...calls]) {
          early[url] = fetch(url); // same origin: with the session's cookies
          early[url].catch(() => {}); // offline: the app sends the call again when it takes it
        }
        window.__sanarteEarly = early;
      }
    } catch {
      // Storage disabled: the app sends its calls itself.
    }
  };

  // The next task, soon: a message to this page is not throttled as a hidden page's timers are.
  const nextTask = (run) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => run();
    channel.port2.postMessage(null);
  };

  // How many module preloads one task asks for. Each costs the main thread a millisecond or more
  // (the browser starts its request there), so a signed-in page's forty or fifty asked for at once
  // held the thread for a long task (~100 ms here, four times that on a mid-range phone) just as
  // the page had painted; in tasks of this size the page answers input between them.
  const PRELOADS_PER_TASK = 4;

  let started = false;
  let release = () => {};
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    // If the app cannot load, the page goes on working as plain HTML (links navigate).
    script.onerror = () => release();
    const preloads = [...(tag.getAttribute('data-modules') ?? '').split(' '), ...screenFiles()].filter(
      Boolean,
    );
    // The shared modules and the screen's chunks are asked for first, a few per task, then the entry
    // that imports them (by then its imports are on their way), then the page's first calls.
    const preloadSome = () => {
      for (const href of preloads.splice(0, PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      if (preloads.length > 0) return nextTask(preloadSome);
      document.head.appendChild(script);
      if (!landing) sendFirstCalls();
    };
    preloadSome();
  };

  // After the first contentful paint (the page's own HTML: the landing, or a signed-in page's
  // outline); at once if the page is hidden (nothing is painted), and in any case within 1.5 s.
  // (start runs once, however often it is called.)
  const startAfterFirstPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    try {
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
    setTimeout(start, 1500);
  };

  if (!landing) {
    // A page with an outline (the server marks <html>) paints it first, as the landing does.
    if (document.documentElement.hasAttribute('data-outline')) startAfterFirstPaint();
    else start();
    return;
  }

  let held = [];
  const hold = (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
    if (!target) return;
    if (target instanceof HTMLAnchorElement) {
      // Links that leave the app (other sites, new tabs) and in-page anchors work without it.
      if (target.target || target.origin !== location.origin) return;
      if (target.pathname === location.pathname && target.hash) return;
    }
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  const takeHeldClicks = () => {
    document.removeEventListener('click', hold, true);
    const taken = held;
    held = [];
    return taken;
  };
  window.__sanarteBoot = { takeHeldClicks };
  release = () => {
    const link = takeHeldClicks()
      .reverse()
      .find((target) => target instanceof HTMLAnchorElement);
    if (link) location.assign(link.href);
  };

  startAfterFirstPaint();
})();
