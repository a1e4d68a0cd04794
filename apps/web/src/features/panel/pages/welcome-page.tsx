import { es } from '@sanarte/shared';
import { ArrowRight, ClipboardCheck, CreditCard, Headphones, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { StepNumber } from '../../../components/ui/step-number';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { UserAvatar, useAuth } from '../../auth';
import { ForYou, SavedShelf } from '../../library';
import { RenewalNotice, planOf } from '../../subscription';
import { MyProgress } from '../components/my-progress';
import { welcomeCopy as copy, shellCopy } from '../content';
import { isPanelMember } from '../nav-items';
import { nextSteps } from '../next-steps';

/** The panel's index: 'Bienvenido' with the user's name and picture or initial. */
export function WelcomePage() {
  useDocumentTitle(copy.pageTitle);
  const { user } = useAuth();
  if (!user) return null;
  const member = isPanelMember(user);
  const active = user.activeSubscription ? planOf(user.activeSubscription) : null;
  const steps = nextSteps(user);

  const cards = [
    ...(member
      ? [
          {
            to: paths.panel.library.href(),
            label: shellCopy.libraryNav,
            text: copy.cards.library,
            Icon: Headphones,
          },
        ]
      : []),
    { to: paths.panel.myTests.href(), label: es.panel.myTests, text: copy.cards.tests, Icon: ClipboardCheck },
    {
      to: paths.panel.subscription.href(),
      label: es.panel.mySubscription,
      text: copy.cards.subscription,
      Icon: CreditCard,
    },
    ...(member
      ? [
          {
            to: paths.panel.settings.href(),
            label: es.panel.settings,
            text: copy.cards.settings,
            Icon: Settings,
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <UserAvatar
          user={user}
          sizes="(min-width: 640px) 96px, 80px"
          className="size-20 text-3xl ring-4 ring-white shadow-md sm:size-24 sm:text-4xl"
        />
        <div>
          <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">
            {es.panel.welcome}, <span className="text-night-600">{user.name}</span>
          </h1>
          <p className="mt-2 text-ink-soft">{copy.intro}</p>
          <p className="mt-3 inline-flex rounded-full bg-lavender-100 px-3 py-1 text-sm font-semibold text-night-700">
            {active ? copy.activePlan(active.name) : copy.noPlan}
          </p>
        </div>
      </header>

      <RenewalNotice />

      {steps.length > 0 && (
        <section aria-labelledby="next-steps" className="flex flex-col gap-4">
          <h2 id="next-steps" className="text-2xl font-semibold text-night-900">
            {copy.nextSteps}
          </h2>
          <ol className="grid gap-4 lg:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.kind}
                className="flex flex-col items-start gap-3 rounded-2xl bg-night-900 p-5 text-lavender-50 shadow-md shadow-night-900/20 sm:p-6"
              >
                <span className="flex items-center gap-3">
                  <StepNumber n={index + 1} className="size-8 bg-accent-400 font-bold text-night-950" />
                  <h3 className="font-display text-lg font-semibold text-white">{step.title}</h3>
                </span>
                <p className="flex-1 text-sm text-lavender-200">{step.text}</p>
                <Link to={step.to} className={buttonClasses({ size: 'sm' })}>
                  {step.action}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}

      <ForYou libraryLink={member} />
      <SavedShelf />
      <MyProgress />

      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map(({ to, label, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-700/10 transition-shadow hover:shadow-md"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-night-900 text-accent-300">
                <Icon className="size-6" strokeWidth={1.8} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 font-display text-lg font-semibold text-night-900">
                  {label}
                  <ArrowRight
                    strokeWidth={1.8}
                    className="size-4 text-night-600 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-ink-soft">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
