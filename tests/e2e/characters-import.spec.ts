import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { adminUrl, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';

interface CharacterFile {
  format: string;
  characters: { name: string; versions: { pointValue: unknown }[] }[];
}

/** Clicks "Export characters" and reads the downloaded file. */
async function exportFile(p: Page): Promise<CharacterFile> {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('export-characters').click()]);
  expect(download.suggestedFilename()).toBe('demo-characters.json');
  const file = await download.path();
  return JSON.parse(fs.readFileSync(file!, 'utf8')) as CharacterFile;
}

async function importFile(p: Page, doc: unknown) {
  const form = p.getByTestId('import-form');
  if (!(await form.isVisible())) await p.getByText('Import characters from a file').click();
  await form.getByLabel('File (“clix-characters” JSON)').setInputFiles({
    name: 'characters.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(doc, null, 2)),
  });
  await form.getByTestId('import-submit').click();
}

test.describe('character import and export', () => {
  test('exports the collection, refuses a bad file line by line, then imports a good one', async ({ page }) => {
    await signIn(page, DEMO_CREATOR);
    await page.goto(adminUrl('/worlds/demo/characters'));
    const exported = await exportFile(page);
    expect(exported.format).toBe('clix-characters');
    expect(exported.characters.length).toBeGreaterThan(0);

    const character = structuredClone(exported.characters[0]);
    character.name = 'Imported Lamplighter';
    const bad = { ...exported, characters: [{ ...structuredClone(character), versions: character.versions.map((v) => ({ ...v, pointValue: 'many' })) }] };
    await importFile(page, bad);
    await page.getByTestId('import-problems').waitFor();
    const problems = page.getByTestId('import-problem');
    await expect(problems.count()).resolves.toBeGreaterThan(0);
    await expect(problems.first().getByTestId('import-problem-path').innerText()).resolves.toMatch(/characters\.0\.versions\.0\.pointValue/);
    await expect(problems.first().getByTestId('import-problem-line').innerText()).resolves.toMatch(/^\d+$/);
    await screenshot(page, 'characters-import-refused');

    await importFile(page, { ...exported, characters: [character] });
    await page.getByTestId('import-done').waitFor();
    await expect(page.getByTestId('import-done').innerText()).resolves.toMatch(/1 created/);
    await expect(page.getByTestId('imported-character').innerText()).resolves.toMatch(/Imported Lamplighter/);
    await page.getByRole('searchbox', { name: 'Name' }).fill('Imported Lamplighter');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/name=Imported/);
    await expect(page.getByTestId('character-row').count()).resolves.toBe(1);
    await screenshot(page, 'characters-imported');
  });

  test('lets a player export but not import', async ({ page }) => {
    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl('/worlds/demo/characters'));
    const exported = await exportFile(page);
    expect(exported.characters.length).toBeGreaterThan(0);
    await expect(page.getByTestId('import-form').count()).resolves.toBe(0);
    await screenshot(page, 'characters-export-player');
  });
});
