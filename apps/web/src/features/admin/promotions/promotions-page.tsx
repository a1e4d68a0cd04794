import { type PlanDto, es } from '@sanarte/shared';
import { type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useListAdminPlansQuery } from '../api/plans';
import { RefreshAndCreate } from '../components/list-controls';
import { AdminPage, Panel, useCanManage } from '../components/list-layout';
import { EmptyState, ErrorState, LoadingState } from '../components/list-states';
import { useOpenedOnce } from '../components/opened-once';
import { type PromotionCode, useListPromotionCodesQuery } from './api';
import { PromotionList } from './promotion-list';
import { RedemptionsDialog } from './redemptions-dialog';

const t = es.promotions;

/** The form and the schema it checks with (zod) load when «Nuevo código» is first opened. */
const CreateCodeDialog = lazy(async () => ({
  default: (await import('./create-code-dialog')).CreateCodeDialog,
}));

/**
 * Códigos promocionales: the campaigns' codes with their discount, plans, uses, revenue, last day
 * and status; each code's uses in a dialog. Admins create codes and switch them off or on; crmUser
 * reads.
 */
export function PromotionsPage() {
  const canManage = useCanManage();
  const { data, isLoading, isFetching, isError, error, refetch } = useListPromotionCodesQuery();
  const { data: planList } = useListAdminPlansQuery();
  const plans = useMemo(
    () => (planList ? new Map<string, PlanDto>(planList.map((plan) => [plan._id, plan])) : undefined),
    [planList],
  );
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  const [uses, setUses] = useState<PromotionCode | null>(null);

  let body: ReactNode;
  if (isLoading) body = <LoadingState label={t.loading} />;
  else if (isError && !data)
    body = <ErrorState message={errorMessage(error, t.loadFailed)} onRetry={refetch} busy={isFetching} />;
  else if (!data || data.length === 0) body = <EmptyState>{t.none}</EmptyState>;
  else
    body = (
      <PromotionList
        codes={data}
        plans={plans}
        busy={isFetching}
        canManage={canManage}
        onRedemptions={setUses}
      />
    );

  return (
    <AdminPage
      title={t.menu}
      intro={t.intro}
      actions={
        <RefreshAndCreate
          onRefresh={refetch}
          busy={isFetching}
          createLabel={t.newCode}
          onCreate={() => setCreating(true)}
          canCreate={canManage}
        />
      }
    >
      <Panel label={t.menu}>{body}</Panel>
      <RedemptionsDialog code={uses} onOpenChange={(open) => !open && setUses(null)} />
      {createOpened && (
        <Suspense fallback={null}>
          <CreateCodeDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      )}
    </AdminPage>
  );
}
