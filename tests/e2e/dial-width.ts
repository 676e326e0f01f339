import { Page } from 'playwright-core';

/**
 * No sideways scroll at this width, as browser.ts's fitsWidth checks, on a page of dial tables: a
 * dial scrolls inside its own focusable frame (.dial__scroll) the way a data table does in
 * .table-scroll, so only what lies outside those frames must fit.
 */
export async function fitsWidthWithDials(p: Page, width: number) {
  await p.setViewportSize({ width, height: 900 });
  const overflow = await p.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => !e.closest('.table-scroll, .dial__scroll, .visually-hidden') && e.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
    return { by: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow).toEqual({ by: 0, wide: [] });
}
