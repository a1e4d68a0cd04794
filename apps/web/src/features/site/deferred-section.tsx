import { type ComponentType, Suspense, lazy, memo, useEffect } from 'react';

/**
 * Deferred hydration for the prerendered landing's lower sections (islands): their code is not in
 * the landing's first JavaScript. While the page hydrates, such a section keeps its prerendered
 * HTML (React leaves a suspended boundary as it is) and its code loads when the section comes
 * within 600 px of the viewport, or as soon as the visitor points at, focuses or clicks inside it;
 * a click made before the code arrived is held and replayed once the section has hydrated.
 * Rendered by the app without prerendered HTML (a client-side navigation back to '/'), the code
 * loads at once.
 *
 * A suspended boundary that receives an update before it hydrates (a context it reads changed) is
 * rendered afresh by React, which removes its prerendered HTML: the code then loads at once too.
 * The section takes no props and is memoized, so its parent's renders never reach it.
 *
 * Only sections whose first render depends on nothing but their props can be deferred: one that
 * reads data or the session could hydrate after that state changed, and not match its HTML.
 */

const preloaders: Array<() => Promise<unknown>> = [];
const openers: Array<() => void> = [];

/**
 * Loads and hydrates every deferred section now. Called on the first navigation (main.tsx): a
 * section that reads the router's state (its links do) must hydrate before a navigation can
 * finish — React holds a transition that updates a boundary still waiting to hydrate.
 */
export function hydrateDeferredSections(): void {
  for (const open of openers) open();
}

/** Loads the code of every deferred section: the build-time prerender renders them in full. */
export function loadDeferredSections(): Promise<unknown> {
  return Promise.all(preloaders.map((preload) => preload()));
}

const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, [tabindex]';

export function deferredSection(elementId: string, load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | null = null;
  const fetchCode = async () => {
    loaded ??= await load();
    return loaded;
  };
  preloaders.push(fetchCode);

  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  openers.push(() => open());
  let hydrated = false;
  let onHydrated = () => {};

  const Code = lazy(async () => {
    await gate;
    const Section = await fetchCode();
    function HydratedSection() {
      useEffect(() => {
        hydrated = true;
        onHydrated();
      }, []);
      return <Section />;
    }
    return { default: HydratedSection };
  });

  function DeferredSection() {
    useEffect(() => {
      const element = document.getElementById(elementId);
      if (hydrated || !element || typeof IntersectionObserver === 'undefined') {
        open();
        return;
      }
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      let held: HTMLElement[] = [];
      const wake = (event: Event) => {
        if (inside(event)) open();
      };
      const hold = (event: MouseEvent) => {
        if (!inside(event) || hydrated) return;
        open();
        const target = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
        if (!(target instanceof HTMLElement)) return;
        event.preventDefault();
        event.stopPropagation();
        held.push(target);
      };
      // React dropped the prerendered HTML to render the section afresh: load it now.
      const removal = new MutationObserver(() => {
        if (!element.isConnected) open();
      });
      if (element.parentNode) removal.observe(element.parentNode, { childList: true });
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: '600px' },
      );
      const stop = () => {
        observer.disconnect();
        removal.disconnect();
        document.removeEventListener('click', hold, true);
        document.removeEventListener('pointerdown', wake, true);
        document.removeEventListener('focusin', wake, true);
      };
      observer.observe(element);
      document.addEventListener('click', hold, true);
      document.addEventListener('pointerdown', wake, true);
      document.addEventListener('focusin', wake, true);
      onHydrated = () => {
        stop();
        const replay = held;
        held = [];
        window.setTimeout(() => {
          for (const target of replay) if (target.isConnected) target.click();
        }, 0);
      };
      return () => {
        stop();
        onHydrated = () => {};
      };
    }, [elementId]);

    if (import.meta.env.SSR) {
      const Section = loaded;
      if (!Section) throw new Error(`deferredSection(${elementId}): call loadDeferredSections() first`);
      return (
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <Code />
      </Suspense>
    );
  }
  return memo(DeferredSection);
}
