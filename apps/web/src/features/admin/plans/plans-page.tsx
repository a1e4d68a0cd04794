import { type PlanDto, es } from '@sanarte/shared';
import { Suspense, lazy, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useListAdminPlansQuery } from '../api/plans';
import { RefreshButton } from '../components/list-controls';
import { AdminPage, useCanManage } from '../components/list-layout';
import { EmptyState, ErrorState, LoadingState } from '../components/list-states';
import { useOpenedOnce } from '../components/opened-once';
import { plansCopy as copy } from './content';
import { PlanCard } from './plan-card';
import { PlanDetailsDialog } from './plan-details-dialog';

/** The edit form and its libraries (react-hook-form, zod) load when a plan is first edited. */
const PlanEditDialog = lazy(async () => ({ default: (await import('./plan-edit-dialog')).PlanEditDialog }));

/** Gestión de Planes: the plans as cards, their details and the edit dialog. */
export function PlansPage() {
  const canManage = useCanManage();
  const { data, isLoading, isFetching, isError, error, refetch } = useListAdminPlansQuery();
  const [details, setDetails] = useState<PlanDto | null>(null);
  const [editing, setEditing] = useState<PlanDto | null>(null);
  const editOpened = useOpenedOnce(editing !== null);

  return (
    <AdminPage
      title={es.admin.plansTitle}
      intro={copy.intro}
      actions={<RefreshButton onClick={refetch} busy={isFetching} />}
    >
      {isLoading ? (
        <LoadingState label={copy.loading} />
      ) : isError && !data ? (
        <ErrorState
          message={errorMessage(error, es.admin.loadPlansFailedEn)}
          onRetry={refetch}
          busy={isFetching}
        />
      ) : !data || data.length === 0 ? (
        <EmptyState>{copy.empty}</EmptyState>
      ) : (
        <ul aria-label={copy.listLabel} className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((plan) => (
            <PlanCard
              key={plan._id}
              plan={plan}
              canManage={canManage}
              onDetails={() => setDetails(plan)}
              onEdit={() => setEditing(plan)}
            />
          ))}
        </ul>
      )}
      <PlanDetailsDialog plan={details} onOpenChange={(open) => !open && setDetails(null)} />
      {editOpened && (
        <Suspense fallback={null}>
          <PlanEditDialog plan={editing} onOpenChange={(open) => !open && setEditing(null)} />
        </Suspense>
      )}
    </AdminPage>
  );
}
