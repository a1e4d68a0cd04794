import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { IPHONE_SAFARI, browserSays } from '../../../test/user-agents';
import { download as copy } from '../content';
import { AppDownload } from './app-download';

afterEach(() => {
  vi.restoreAllMocks();
});

const block = () => screen.getByRole('region', { name: copy.title });

describe('the results’ app download block', () => {
  it('on a computer: Android first and the QR code to scan with the phone', () => {
    renderApp(<AppDownload />);
    expect(within(block()).getByRole('radio', { name: 'Android' })).toBeChecked();
    expect(within(block()).getByText(copy.text)).toBeInTheDocument();
    expect(within(block()).getByRole('img', { name: copy.qrTitle('android') })).toBeInTheDocument();
  });

  it('on an iPhone: iOS chosen and its store button, with no code to scan', () => {
    browserSays(IPHONE_SAFARI);
    renderApp(<AppDownload />);
    expect(within(block()).getByRole('radio', { name: 'iOS' })).toBeChecked();
    expect(within(block()).getByText(copy.phoneText)).toBeInTheDocument();
    expect(within(block()).queryByRole('img', { name: /^Código QR/ })).toBeNull();
    expect(within(block()).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', '/app#ios');
  });
});
