import type { AccountExport, NotificationSettings, SiteIdentity } from '@sanarte/shared';
import type { UserRow } from '../users/users.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);

/** What the privacy service gathers for an export, as the modules answer it. */
export interface ExportParts {
  exportedAt: Date;
  identity: SiteIdentity;
  user: UserRow;
  consents: { purpose: string; granted: boolean; version: number; source: string; createdAt: Date }[];
  tests: { categorySlug: string; themeSlugs: string[]; createdAt: Date }[];
  subscriptions: {
    status: string;
    startsAt: Date;
    endsAt: Date;
    planSnapshot: { name: string } | null;
    providerSubscriptionId: string | null;
    cancelAtPeriodEnd: boolean;
    canceledAt: Date | null;
  }[];
  payments: {
    planSnapshot: { name: string } | null;
    kind: string;
    status: string;
    amount: string | number;
    currency: string;
    provider: string;
    invoiceUrl: string | null;
    createdAt: Date;
  }[];
  listening: { day: string; audioId: string; seconds: number }[];
  positions: { audioId: string; positionSeconds: number; at: Date }[];
  messages: { message: string; createdAt: Date }[];
  sessions: { userAgent: string; createdAt: Date; expiresAt: Date }[];
  saved: { audioId: string; savedAt: Date }[];
  notifications: NotificationSettings;
  pushDevices: { pushService: string; addedAt: string }[];
  audioNames: Map<string, string>;
}

/** The account's data as the export file carries it: readable names, ISO dates, no internal ids. */
export function presentExport(p: ExportParts): AccountExport {
  const audio = (id: string) => p.audioNames.get(id) ?? id;
  const u = p.user;
  return {
    exportedAt: iso(p.exportedAt),
    service: { companyName: p.identity.companyName, privacyEmail: p.identity.privacyEmail },
    profile: {
      id: u.id,
      name: u.name,
      lastName: u.lastName,
      email: u.email,
      phone: u.phone,
      role: u.role as AccountExport['profile']['role'],
      isVerified: u.isVerified,
      hasPassword: u.hasPassword,
      googleLinked: u.googleSubject !== null,
      avatarUrl: u.avatarUrl,
      tookTest: u.tookTest,
      trialAudio: u.temporaryAudioId
        ? { audioId: u.temporaryAudioId, selectedAt: isoOrNull(u.temporaryAudioSelectedAt) }
        : null,
      createdAt: iso(u.createdAt),
      updatedAt: iso(u.updatedAt),
    },
    consents: p.consents.map((c) => ({
      purpose: c.purpose,
      granted: c.granted,
      version: c.version,
      source: c.source,
      at: iso(c.createdAt),
    })),
    testResults: p.tests.map((t) => ({
      category: t.categorySlug,
      themes: t.themeSlugs,
      takenAt: iso(t.createdAt),
    })),
    subscriptions: p.subscriptions.map((s) => ({
      plan: s.planSnapshot?.name ?? '',
      status: s.status,
      startDate: iso(s.startsAt),
      endDate: iso(s.endsAt),
      renewing: s.providerSubscriptionId !== null,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      canceledAt: isoOrNull(s.canceledAt),
    })),
    payments: p.payments.map((x) => ({
      plan: x.planSnapshot?.name ?? null,
      kind: x.kind,
      status: x.status,
      price: { amount: Number(x.amount), currency: x.currency },
      provider: x.provider,
      invoiceUrl: x.invoiceUrl,
      createdAt: iso(x.createdAt),
    })),
    listening: p.listening.map((l) => ({ day: l.day, audio: audio(l.audioId), seconds: l.seconds })),
    playbackPositions: p.positions.map((x) => ({
      audio: audio(x.audioId),
      positionSeconds: x.positionSeconds,
      at: iso(x.at),
    })),
    contactMessages: p.messages.map((m) => ({ message: m.message, at: iso(m.createdAt) })),
    sessions: p.sessions.map((s) => ({
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
    })),
    savedAudios: p.saved.map((x) => ({ audio: audio(x.audioId), savedAt: iso(x.savedAt) })),
    emailChoices: {
      newReleases: p.notifications.newReleases,
      reminder: p.notifications.reminder,
      reminderChannel: p.notifications.reminderChannel,
    },
    notificationDevices: p.pushDevices,
  };
}
