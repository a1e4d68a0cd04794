import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTLINE_MAX_MS, keepOutlineUntilPage } from './page-outline';

// A signed-in page's outline (the server puts it after the empty root) and how the app takes its
// place (main.tsx hides the root and loads keepOutlineUntilPage beside its first render).
const setUp = (outlinePath: string, at: string) => {
  window.history.replaceState(null, '', at);
  document.body.innerHTML = `<div id="root"></div><div id="page-outline" data-path="${outlinePath}" inert aria-hidden="true"><h1>Mi Biblioteca</h1></div>`;
  const root = document.getElementById('root') as HTMLElement;
  return { root, outline: () => document.getElementById('page-outline') };
};
/** MutationObserver callbacks run as microtasks after the change. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('keepOutlineUntilPage', () => {
  it('keeps the outline on screen and the app hidden until the app renders a page heading', async () => {
    const { root, outline } = setUp('/panel/biblioteca', '/panel/biblioteca');
    keepOutlineUntilPage(root);
    expect(root.hidden).toBe(true);
    // The guards' spinner: still the outline.
    root.innerHTML = '<div role="status">Cargando...</div>';
    await settle();
    expect(outline()).not.toBeNull();
    expect(root.hidden).toBe(true);
    // The page itself: the outline goes and the app shows, together.
    root.innerHTML = '<main><h1>Mi Biblioteca</h1><p>Las terapias que abre tu plan.</p></main>';
    await settle();
    expect(outline()).toBeNull();
    expect(root.hidden).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows the app at once when it has rendered its page before this module ran', () => {
    const { root, outline } = setUp('/panel/biblioteca', '/panel/biblioteca');
    root.hidden = true;
    root.innerHTML = '<main><h1>Mi Biblioteca</h1></main>';
    keepOutlineUntilPage(root);
    expect(outline()).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows the app at once when it leaves the path (the sign-in redirect), heading or not', async () => {
    const { root, outline } = setUp('/admin/kpi', '/admin/kpi');
    keepOutlineUntilPage(root);
    window.history.replaceState(null, '', '/login');
    root.innerHTML = '<div>Iniciar sesión</div>';
    await settle();
    expect(outline()).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows whatever the app has after OUTLINE_MAX_MS', async () => {
    vi.useFakeTimers();
    const { root, outline } = setUp('/admin/kpi', '/admin/kpi/');
    keepOutlineUntilPage(root);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(OUTLINE_MAX_MS - 1);
    expect(outline()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(outline()).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it("removes another path's outline at once and shows the app", () => {
    const { root, outline } = setUp('/admin/kpi', '/admin/clientes');
    root.hidden = true;
    keepOutlineUntilPage(root);
    expect(outline()).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('does nothing on a page without an outline', () => {
    window.history.replaceState(null, '', '/panel');
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    keepOutlineUntilPage(root);
    expect(root.hidden).toBe(false);
  });
});
