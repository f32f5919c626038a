import { useEffect } from 'react';
import { PageLoader } from '../components/page-loader';

const SHELL_SELECTOR = '[data-boot-shell]';
/** the pre-rendered page's styles (emotion key 'shell', src/prerender/sign-in-shell.tsx) */
const SHELL_STYLES_SELECTOR = 'style[data-emotion^="shell"]';

let shellMarkup: string | null = null;

function removeShellStyles(): void {
  for (const style of document.querySelectorAll(SHELL_STYLES_SELECTOR)) style.remove();
}

/**
 * main.tsx, before the app renders: a page the build rendered ahead (ADR 035) is kept on
 * screen until the first screen's chunk has loaded, when it can be shown as it is (English);
 * otherwise it goes at once, so a Hindi reader is not shown English while the app starts.
 */
export function adoptBootShell(container: HTMLElement, keep: boolean): void {
  const shell = container.querySelector(SHELL_SELECTOR);
  if (!shell) return;
  if (keep) {
    shellMarkup = shell.outerHTML;
    return;
  }
  shell.remove();
  removeShellStyles();
}

/**
 * The first screen's Suspense fallback: the same pre-rendered page while the screen's chunk
 * arrives (the same text, so nothing moves on screen), the spinner for any later screen.
 */
export function BootFallback() {
  const markup = shellMarkup;
  useEffect(
    () => () => {
      if (!markup) return;
      shellMarkup = null;
      removeShellStyles();
    },
    [markup],
  );
  if (!markup) return <PageLoader fullScreen />;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: markup }} />;
}
