import type { BrowserContext, Page } from "playwright-core";

/**
 * A page whose JavaScript is held back: every module script request (/assets/*.js) waits until
 * release(). The server-rendered page paints and its forms take input meanwhile, as on a slow
 * phone before the script arrives (defer-scripts.server.ts).
 */
export interface HeldPage {
  page: Page;
  /** Lets the scripts through and waits until React has hydrated (html[data-hydrated]). */
  release(): Promise<void>;
}

/**
 * Holds back every module script `page` asks for from now on: `asked` settles when the first is
 * asked for, and none goes through until `letGo()`.
 */
export async function holdScripts(page: Page): Promise<{ asked: Promise<void>; letGo(): void }> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let ask!: () => void;
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  await page.route(/\/assets\/[^?#]+\.js(\?.*)?$/, async (route) => {
    ask();
    await released;
    await route.continue();
  });
  return { asked, letGo };
}

export async function openWithScriptsHeld(context: BrowserContext, url: string): Promise<HeldPage> {
  const page = await context.newPage();
  const held = await holdScripts(page);
  // Not "load": the held scripts would keep it from firing.
  await page.goto(url, { waitUntil: "domcontentloaded" });
  // The page's loader has asked for the entry script: from here on, only release() starts it.
  await held.asked;
  if (await page.locator("html[data-hydrated]").count()) {
    throw new Error("the page hydrated although its scripts were held back");
  }
  return {
    page,
    async release() {
      held.letGo();
      await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
    },
  };
}

/** The name, value and caret of the focused element. */
export async function focusOf(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    let caret: number | null = null;
    try {
      caret = el?.selectionStart ?? null;
    } catch {
      caret = null;
    }
    return { name: el?.getAttribute("name") ?? null, value: el?.value ?? null, caret };
  });
}
