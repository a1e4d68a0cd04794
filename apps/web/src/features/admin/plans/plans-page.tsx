import { type PlanDto, es } from '@sanarte/shared';
import { Suspense, lazy, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useListAdminPlansQuery } from '../api/plans';
import { RefreshAndCreate } from '../components/list-controls';
import { AdminPage, useCanManage } from '../components/list-layout';
import { EmptyState, ErrorState, LoadingState } from '../components/list-states';
import { useOpenedOnce } from '../components/opened-once';
import { plansCopy as copy } from './content';
import { PlanCard } from './plan-card';
import { PlanDetailsDialog } from './plan-details-dialog';

/** The forms and their libraries (react-hook-form, zod) load when a plan is first edited or created. */
const PlanEditDialog = lazy(async () => ({ default: (await import('./plan-edit-dialog')).PlanEditDialog }));
const PlanCreateDialog = lazy(async () => ({
  default: (await import('./plan-create-dialog')).PlanCreateDialog,
}));

/**
 * Gestión de Planes: the plans as cards, their details, the edit dialog and «Nuevo plan» (admins;
 * crmUser reads).
 */
export function PlansPage() {
  const canManage = useCanManage();
  const { data, isLoading, isFetching, isError, error, refetch } = useListAdminPlansQuery();
  const [details, setDetails] = useState<PlanDto | null>(null);
  const [editing, setEditing] = useState<PlanDto | null>(null);
  const editOpened = useOpenedOnce(editing !== null);
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  const nextOrder = Math.min(1000, Math.max(0, ...(data ?? []).map((plan) => plan.order)) + 1);

  return (
    <AdminPage
      title={es.admin.plansTitle}
      intro={copy.intro}
      actions={
        <RefreshAndCreate
          onRefresh={refetch}
          busy={isFetching}
          createLabel={es.admin.plansNew}
          onCreate={() => setCreating(true)}
          canCreate={canManage}
        />
      }
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
      {createOpened && (
        <Suspense fallback={null}>
          <PlanCreateDialog open={creating} onOpenChange={setCreating} nextOrder={nextOrder} />
        </Suspense>
      )}
    </AdminPage>
  );
}
