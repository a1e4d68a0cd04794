import type { PlanDto } from '@sanarte/shared';
import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../auth';
import { useGetPlansQuery } from './api';
import type { TrialMode } from './components/trial-modal';
import { plans as plansCopy } from './content';

/**
 * The landing's modals (trial / test access, 'Necesitas tener una cuenta'). Their code (forms,
 * validation, dialog) loads on first use — or when a trigger is hovered or focused — so the
 * landing's first load carries none of it.
 */

const loadTrialModal = () => import('./components/trial-modal');
const loadSignupPrompt = () => import('./components/signup-prompt');

const TrialModal = lazy(async () => ({ default: (await loadTrialModal()).TrialModal }));
const SignupPrompt = lazy(async () => ({ default: (await loadSignupPrompt()).SignupPrompt }));

type SiteModals = {
  /**
   * The free trial / test: the trial modal for a signed-out visitor; someone already signed in
   * goes straight to the test (/test), where their trial or results are.
   */
  openTrial: (mode: TrialMode) => void;
  openSignupPrompt: (plan: PlanDto) => void;
  /** Starts loading a modal's code ahead of the click (pointer enter, focus). */
  preloadTrial: () => void;
  preloadSignupPrompt: () => void;
};

const SiteModalsContext = createContext<SiteModals | null>(null);

export function useSiteModals(): SiteModals {
  const value = useContext(SiteModalsContext);
  if (!value) throw new Error('useSiteModals must be used inside <SiteModalsProvider>');
  return value;
}

type TrialState = { mode: TrialMode; open: boolean; key: number };
type PromptState = { plan: PlanDto; open: boolean; key: number };

export function SiteModalsProvider({ children }: { children: ReactNode }) {
  const [trial, setTrial] = useState<TrialState | null>(null);
  const [prompt, setPrompt] = useState<PromptState | null>(null);
  const { data: plans } = useGetPlansQuery();
  const trialPlanName =
    plans?.find((plan) => plan.slug === 'audio-prueba')?.name ?? plansCopy.trialPlanFallbackName;

  const { isAuthenticated, user } = useAuth();
  const signedIn = isAuthenticated && user !== null;
  const navigate = useNavigate();

  // The value never changes (the session and navigate are read when a modal opens): sections that
  // hydrate later (deferred-section.tsx) must not receive a context update before they do.
  const current = useRef({ signedIn, navigate });
  useEffect(() => {
    current.current = { signedIn, navigate };
  }, [signedIn, navigate]);
  const value = useMemo<SiteModals>(
    () => ({
      openTrial: (mode: TrialMode) => {
        if (current.current.signedIn) {
          current.current.navigate(paths.test.href());
          return;
        }
        setTrial((state) => ({ mode, open: true, key: (state?.key ?? 0) + 1 }));
      },
      openSignupPrompt: (plan: PlanDto) => {
        setPrompt((state) => ({ plan, open: true, key: (state?.key ?? 0) + 1 }));
      },
      preloadTrial: () => void loadTrialModal(),
      preloadSignupPrompt: () => void loadSignupPrompt(),
    }),
    [],
  );

  return (
    <SiteModalsContext.Provider value={value}>
      {children}
      {trial && (
        <Suspense fallback={null}>
          <TrialModal
            key={trial.key}
            open={trial.open}
            onOpenChange={(open) => setTrial((current) => current && { ...current, open })}
            mode={trial.mode}
            planName={trialPlanName}
          />
        </Suspense>
      )}
      {prompt && (
        <Suspense fallback={null}>
          <SignupPrompt
            key={prompt.key}
            open={prompt.open}
            onOpenChange={(open) => setPrompt((current) => current && { ...current, open })}
            plan={prompt.plan}
          />
        </Suspense>
      )}
    </SiteModalsContext.Provider>
  );
}
