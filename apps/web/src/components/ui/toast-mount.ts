/**
 * Resolves once the lazily loaded toast area has mounted: react-toastify drops toasts raised
 * while no container is mounted, so the first toast waits for it.
 */
let resolveMounted: () => void = () => {};
export const toastAreaMounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
export const markToastAreaMounted = () => resolveMounted();
