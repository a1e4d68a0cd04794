import { Spinner } from './spinner';

/** A page-sized loading state (route guards, lazy pages). */
export function PageLoading({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="grid min-h-[50vh] place-items-center px-5 py-24 text-lavender-100">
      <Spinner label={label} showLabel />
    </div>
  );
}
