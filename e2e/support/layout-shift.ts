import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/** A page's layout shifts: the total, and each shift with its time and what moved (for the failure message). */
export type LayoutShiftReport = { cls: number; shifts: string[]; images: number; unsized: string[] };

/**
 * The page's cumulative layout shift once every image has loaded. Images answer late (after
 * the text has been laid out), as on a real connection, so an image without its size would
 * push the text down when it arrives; the page is scrolled through so lazy images load too.
 */
export async function layoutShiftAfterImages(page: Page, url: string): Promise<LayoutShiftReport> {
  await page.route('**/api/medialib/get-page-file/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.addInitScript(() => {
    type ShiftSource = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    // What moved, where from and to, so a failure says which element shifted and when.
    const describe = (source: ShiftSource) => {
      const node = source.node;
      const name =
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`
          : (node?.nodeName ?? '?');
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      return `${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: ShiftSource[] })[])
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: (entry.sources ?? []).map(describe) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // Down the page half a screen at a time, each time until the images on screen have loaded,
  // so every (lazy) image arrives while it is in view, where a shift counts.
  await page.evaluate(async () => {
    const onScreenLoaded = () =>
      [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).every((image) => image.complete);
    for (let y = 0; ; y += innerHeight / 2) {
      scrollTo(0, y);
      for (let waited = 0; !onScreenLoaded() && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      if (y + innerHeight >= document.documentElement.scrollHeight) break;
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 20_000 });
  // One more frame for the last layout shift entries to be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => ({
    cls: (window as unknown as { __shifts: { value: number }[] }).__shifts.reduce((sum, shift) => sum + shift.value, 0),
    shifts: (window as unknown as { __shifts: { value: number; at: number; moved: string[] }[] }).__shifts.map(
      (shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.join('; ')}`,
    ),
    images: document.images.length,
    unsized: [...document.images]
      .filter((image) => !(image.getAttribute('width') && image.getAttribute('height')) && getComputedStyle(image).aspectRatio === 'auto')
      .map((image) => image.currentSrc || image.src),
  }));
}

/**
 * When the browser first paints a page whose HTML stalls halfway through the header, as a busy
 * connection or a busy browser does. The document (fetched from baseUrl + url) is served again
 * from a bare local server: everything up to `stallBefore` at once, the rest after stallMs.
 * Returns the first paint's time and when the rest was sent, both from the navigation's start.
 */
export async function firstPaintWithStalledHeader(
  page: Page,
  baseUrl: string,
  url: string,
  stallBefore: string,
  stallMs: number,
): Promise<{ firstPaint: number; restSentAt: number }> {
  const html = await (await fetch(new URL(url, baseUrl), { signal: AbortSignal.timeout(15_000) })).text();
  const cut = html.indexOf(stallBefore);
  if (cut === -1) throw new Error(`${url} has no ${stallBefore}`);
  let requestedAt = 0;
  let restSentAt = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== '/stalled') {
      response.writeHead(404).end();
      return;
    }
    requestedAt = Date.now();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => {
      restSentAt = Date.now() - requestedAt;
      response.end(html.slice(cut));
    }, stallMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/stalled`, { waitUntil: 'load' });
    // A page held back until its end may fire load before its first paint, and on a busy machine
    // the paint can come well after the next frame (CI once read no paint 50 ms after one).
    await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, undefined, { timeout: 10_000 });
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]!.startTime);
    return { firstPaint, restSentAt };
  } finally {
    // close() waits for every connection to end, and Chromium may keep one open (a CI run hung
    // here until the test's 90 s timeout): they are cut first.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
