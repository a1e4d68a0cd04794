import {
  AppWindow,
  CircleCheck,
  Download,
  EllipsisVertical,
  Laptop,
  type LucideIcon,
  MonitorDown,
  Share,
  Smartphone,
  SquarePlus,
  Store,
  TabletSmartphone,
  WifiOff,
} from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Glow } from '../../../components/ui/glow';
import { StepNumber } from '../../../components/ui/step-number';
import { INSTALL_SECTION_IDS, type InstallSection, paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { scrollToId } from '../../../lib/scroll';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useVisitorDevice } from '../../../lib/visitor-device';
import { type BenefitIcon, type InstallStepIcon, appPage as copy } from '../app-content';
import { AnchoredSection, titleIdOf } from '../components/anchored-section';
import { Eyebrow } from '../components/eyebrow';
import { LazyQrCode } from '../components/lazy-qr-code';
import { promptInstall, useInstallState } from '../install-prompt';

const STEP_ICONS: Record<InstallStepIcon, LucideIcon> = {
  menu: EllipsisVertical,
  share: Share,
  addToHome: SquarePlus,
  installIcon: MonitorDown,
};
const BENEFIT_ICONS: Record<BenefitIcon, LucideIcon> = { offline: WifiOff, app: AppWindow, noStore: Store };
const DEVICE_ICONS: Record<InstallSection, LucideIcon> = {
  android: Smartphone,
  ios: TabletSmartphone,
  desktop: Laptop,
};
const QR_SIZE = 152;

/**
 * /app: how to install the app (it is a web app: installed from the browser, no store needed), one
 * section per kind of device (#android, #ios, #desktop; the page opens at the one in the address),
 * what the app gives, and this page's QR code for a visitor on a computer to open it on the phone.
 * The visitor's own device comes first (an iPhone's steps on an iPhone: lib/visitor-device.ts), and
 * a phone or tablet, already the device to install on, is shown no code to scan.
 * The «Instalar la app» button appears only when the browser offers to install (install-prompt.ts);
 * run as the installed app, the page says so instead.
 */
export function AppPage() {
  useDocumentTitle(copy.pageTitle);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const device = useVisitorDevice();
  const sections = device
    ? [...copy.sections].sort((a, b) => Number(b.id === device.platform) - Number(a.id === device.platform))
    : copy.sections;
  const showQr = !device?.handheld;

  // On arrival, and when the address's section changes: /app#ios opens at iOS.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if ((INSTALL_SECTION_IDS as readonly string[]).includes(id)) scrollToId(id);
  }, [hash]);

  const goToSection = (event: MouseEvent<HTMLAnchorElement>, id: InstallSection) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToId(id);
    navigate({ hash: id }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="relative isolate overflow-x-clip">
      <Glow className="bg-[radial-gradient(50rem_32rem_at_90%_0%,rgba(139,120,214,0.24),transparent_60%),radial-gradient(40rem_30rem_at_0%_22rem,rgba(111,179,226,0.12),transparent_60%)]" />
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-5 pb-20 pt-12 sm:px-8 sm:pt-16 lg:gap-x-14 lg:pb-28 lg:pt-20 ${
          showQr ? 'lg:grid-cols-[minmax(0,1fr)_17rem]' : ''
        }`}
      >
        <div className="flex min-w-0 flex-col gap-8">
          <header className="mb-2 sm:mb-6">
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <h1 className="max-w-2xl text-[2.25rem] font-semibold text-white sm:text-5xl lg:text-[3.25rem]">
              {copy.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-lavender-200 sm:text-xl">{copy.lead}</p>
            <InstallAction />
            <nav aria-labelledby="dispositivos-title" className="mt-10">
              <h2
                id="dispositivos-title"
                className="text-sm font-bold uppercase tracking-[0.16em] text-lavender-200"
              >
                {copy.devicesLabel}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2.5">
                {sections.map((section) => {
                  const Icon = DEVICE_ICONS[section.id];
                  return (
                    <li key={section.id}>
                      <a
                        href={`#${section.id}`}
                        onClick={(event) => goToSection(event, section.id)}
                        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/5 px-4 font-semibold text-lavender-50 ring-1 ring-inset ring-white/15 transition-colors hover:bg-white/10"
                      >
                        <Icon className="size-5 text-lavender-300" />
                        {section.nav}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </header>
          <Benefits />
          {sections.map((section) => (
            <DeviceSection key={section.id} section={section} />
          ))}
        </div>
        {showQr && <QrCard />}
        <div>
          <Link to={paths.home.href()} className={buttonClasses({ variant: 'secondary' })}>
            {copy.backHome}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The install button when the browser offers it; that the app is installed, when it is. */
function InstallAction() {
  const { prompt, standalone, installed } = useInstallState();
  const [dismissed, setDismissed] = useState(false);

  const install = async () => {
    setDismissed((await promptInstall()) === 'dismissed');
  };

  let message: { title?: string; text: string } | null = null;
  if (standalone) message = { title: copy.install.standaloneTitle, text: copy.install.standaloneText };
  else if (installed) message = { title: copy.install.installedTitle, text: copy.install.installedText };
  else if (dismissed && !prompt) message = { text: copy.install.dismissed };

  return (
    <div>
      {prompt && !installed && (
        <div className="mt-8 flex flex-col items-start gap-2">
          <Button size="lg" onClick={install}>
            <Download className="size-5" />
            {copy.install.button}
          </Button>
          <p className="text-sm text-lavender-200">{copy.install.buttonHint}</p>
        </div>
      )}
      <output className="block">
        {message && (
          <span className="mt-8 flex max-w-xl items-start gap-3 rounded-2xl bg-white/5 px-4 py-3 text-lavender-100 ring-1 ring-inset ring-white/10">
            {message.title && <CircleCheck className="mt-0.5 size-6 shrink-0 text-accent-300" />}
            <span>
              {message.title && (
                <strong className="block font-display text-lg text-white">{message.title}</strong>
              )}
              {message.text}
            </span>
          </span>
        )}
      </output>
    </div>
  );
}

function Benefits() {
  return (
    <section aria-labelledby="ventajas-title">
      <h2 id="ventajas-title" className="text-2xl font-semibold text-white sm:text-3xl">
        {copy.benefitsTitle}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {copy.benefits.map((benefit) => {
          const Icon = BENEFIT_ICONS[benefit.icon];
          return (
            <li
              key={benefit.title}
              className="flex items-start gap-4 rounded-3xl bg-white/[0.04] p-5 ring-1 ring-inset ring-white/10 sm:block"
            >
              <IconTile icon={Icon} className="size-11 bg-lavender-200/15 text-lavender-200" />
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-white sm:mt-4">{benefit.title}</h3>
                <p className="mt-1.5 text-lavender-200">{benefit.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function DeviceSection({ section }: { section: (typeof copy.sections)[number] }) {
  const Icon = DEVICE_ICONS[section.id];
  return (
    <AnchoredSection
      id={section.id}
      className="scroll-mt-24 rounded-[2rem] bg-night-800 p-5 ring-1 ring-inset ring-white/10 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300 sm:p-8 lg:scroll-mt-28"
    >
      <div className="flex items-center gap-4">
        <IconTile icon={Icon} className="size-12 bg-accent-400/15 text-accent-300" />
        <div>
          <h2 id={titleIdOf(section.id)} className="text-2xl font-semibold text-white sm:text-3xl">
            {section.title}
          </h2>
          <p className="font-semibold text-lavender-200">{section.browser}</p>
        </div>
      </div>
      <ol aria-label={copy.stepsLabel(section.nav)} className="mt-6 flex flex-col gap-3">
        {section.steps.map((step, index) => {
          const StepIcon = step.icon ? STEP_ICONS[step.icon] : null;
          return (
            <li key={step.text} className="flex items-start gap-3.5 rounded-2xl bg-night-950/40 p-3.5 sm:p-4">
              <StepNumber
                n={index + 1}
                className="size-9 bg-lavender-200 font-display font-semibold text-night-900"
              />
              <p className="min-w-0 flex-1 self-center text-lavender-50">{step.text}</p>
              {StepIcon && (
                <span className="hidden size-9 shrink-0 place-items-center rounded-xl bg-white/10 text-lavender-100 min-[400px]:grid">
                  <StepIcon className="size-5" />
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-5 text-lavender-200">{section.note}</p>
    </AnchoredSection>
  );
}

/** A pictogram on a rounded square (size and colours in `className`). */
function IconTile({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span className={`grid shrink-0 place-items-center rounded-2xl ${className}`}>
      <Icon className="size-6" />
    </span>
  );
}

/** This page's address as a QR code, for a visitor on a computer to open it on the phone. */
function QrCard() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <aside aria-labelledby="qr-title" className="lg:row-span-2">
      <div
        ref={ref}
        className="flex flex-col items-center gap-4 rounded-[2rem] bg-night-800 p-6 text-center ring-1 ring-inset ring-white/10 lg:sticky lg:top-28 lg:mt-2"
      >
        <h2 id="qr-title" className="text-xl font-semibold text-white">
          {copy.qr.title}
        </h2>
        <p className="text-lavender-200">{copy.qr.text}</p>
        <div className="rounded-3xl bg-white p-3 shadow-lg shadow-night-950/30">
          <LazyQrCode
            value={near ? new URL(paths.app.href(), window.location.origin).href : ''}
            title={copy.qr.label}
            size={QR_SIZE}
            show={near}
          />
        </div>
      </div>
    </aside>
  );
}
