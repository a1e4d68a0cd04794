import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '../../../test/hydrate';
import { renderApp } from '../../../test/render';
import { ANDROID_CHROME, IPHONE_SAFARI, browserSays } from '../../../test/user-agents';
import { download as copy } from '../content';
import type { BeforeInstallPromptEvent } from '../install-prompt';
import { DownloadSection } from './download-section';

afterEach(() => {
  window.__sanarteInstall = undefined;
  vi.restoreAllMocks();
});

const area = () => screen.getByRole('region', { name: copy.title });

describe('the landing’s download area', () => {
  it('on a computer: Android first, the code to scan with the phone, and the install page', () => {
    renderApp(<DownloadSection />);
    expect(within(area()).getByRole('radio', { name: 'Android' })).toBeChecked();
    expect(within(area()).getByText(copy.qrHint)).toBeInTheDocument();
    expect(within(area()).queryByText(copy.phoneHint)).toBeNull();
    expect(within(area()).getByRole('link', { name: copy.howTo })).toHaveAttribute('href', '/app');
  });

  it('on an iPhone: iOS chosen, nothing to scan, and the iPhone’s steps', async () => {
    browserSays(IPHONE_SAFARI);
    const { user } = renderApp(<DownloadSection />);
    expect(within(area()).getByRole('radio', { name: 'iOS' })).toBeChecked();
    expect(within(area()).queryByText(copy.qrHint)).toBeNull();
    expect(within(area()).getByText(copy.phoneHint)).toBeInTheDocument();
    expect(within(area()).getByRole('link', { name: copy.howToOn('ios') })).toHaveAttribute(
      'href',
      '/app#ios',
    );
    // Another system can still be chosen: its steps, then.
    await user.click(within(area()).getByRole('radio', { name: 'Android' }));
    expect(within(area()).getByRole('link', { name: copy.howToOn('android') })).toHaveAttribute(
      'href',
      '/app#android',
    );
  });

  it('on an Android phone whose browser offers to install: «Instalar la app» right there', async () => {
    browserSays(ANDROID_CHROME);
    const prompt = vi.fn(async () => undefined);
    window.__sanarteInstall = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    }) as BeforeInstallPromptEvent;
    const { user } = renderApp(<DownloadSection />);
    expect(within(area()).getByRole('radio', { name: 'Android' })).toBeChecked();
    await user.click(within(area()).getByRole('button', { name: copy.install }));
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('hydrates the prerendered area (drawn for a computer) on an iPhone without a mismatch, then shows the iPhone’s', async () => {
    const ui = (
      <MemoryRouter>
        <DownloadSection />
      </MemoryRouter>
    );
    const html = renderToString(ui);
    expect(html).toContain(copy.qrHint);

    browserSays(IPHONE_SAFARI);
    const hydrated = await hydrateServerHtml(html, ui);
    try {
      expect(within(hydrated.container).getByRole('radio', { name: 'iOS' })).toBeChecked();
      expect(within(hydrated.container).getByText(copy.phoneHint)).toBeInTheDocument();
      expect(hydrated.recoverable).not.toHaveBeenCalled();
      expect(hydrated.errors).not.toHaveBeenCalled();
    } finally {
      hydrated.unmount();
    }
  });
});
