// What every page bench needs before it measures: the Chromium to drive, and a stack that answers.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** CHROME_PATH, else Playwright's own Chromium when it is installed, else the system's. */
export function browserPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    if (fs.existsSync(chromium.executablePath())) return chromium.executablePath();
  } catch {
    /* no Playwright browser */
  }
  return '/usr/bin/chromium';
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForAnswer(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}
