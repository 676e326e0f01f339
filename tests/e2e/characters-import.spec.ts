import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { adminUrl, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { createCharacter, createWorld, joinWorld, worldSlug } from './worlds';

// Exported from and imported into a world of this file's own, which holds one character to start with.
const WORLD = worldSlug('import');

test.beforeAll(async () => {
  const creator = await apiSignIn(DEMO_CREATOR);
  await createWorld(creator, 'Import Harbour', WORLD);
  await joinWorld(creator, WORLD, DEMO_HERO_PLAYER);
  await createCharacter(creator, WORLD, 'Lamplighter', 'HERO', [{ rank: 'ROOKIE', pointValue: 30 }]);
});

interface CharacterFile {
  format: string;
  characters: { name: string; versions: { pointValue: unknown }[] }[];
}

/** Clicks "Export characters" and reads the downloaded file. */
async function exportFile(p: Page, world = WORLD): Promise<CharacterFile> {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByTestId('export-characters').click()]);
  expect(download.suggestedFilename()).toBe(`${world}-characters.json`);
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
    await page.goto(adminUrl(`/worlds/${WORLD}/characters`));
    const exported = await exportFile(page);
    expect(exported.format).toBe('clix-characters');
    expect(exported.characters.map((c) => c.name)).toEqual(['Lamplighter']);

    const character = structuredClone(exported.characters[0]);
    character.name = 'Imported Lamplighter';
    const bad = { ...exported, characters: [{ ...structuredClone(character), versions: character.versions.map((v) => ({ ...v, pointValue: 'many' })) }] };
    await importFile(page, bad);
    await page.getByTestId('import-problems').waitFor();
    const problems = page.getByTestId('import-problem');
    // One problem: the one version's points.
    await expect(problems.count()).resolves.toBe(1);
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
    // A world of this journey's own, with its one character.
    const world = worldSlug('export');
    const creator = await apiSignIn(DEMO_CREATOR);
    await createWorld(creator, 'Export Harbour', world);
    await joinWorld(creator, world, DEMO_HERO_PLAYER);
    await createCharacter(creator, world, 'Wick Trimmer', 'HERO', [{ rank: 'ROOKIE', pointValue: 30 }]);
    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl(`/worlds/${world}/characters`));
    const exported = await exportFile(page, world);
    expect(exported.characters.map((c) => c.name)).toEqual(['Wick Trimmer']);
    await expect(page.getByTestId('import-form').count()).resolves.toBe(0);
    await screenshot(page, 'characters-export-player');
  });
});
