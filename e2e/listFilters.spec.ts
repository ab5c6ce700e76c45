import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const LIST = '/sv/alla-produkter/arbetsbyxor';

const resultCount = async (page: Page) =>
  Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));

/** The list's error state (not Next's empty route announcer, which has the alert role too). */
const listError = (page: Page) => page.getByRole('heading', { name: 'Produkterna kunde inte laddas' });

/** A colour value of the list as the page links it ('5,{id}'), and the count it gives alone. */
async function colourFilter(page: Page): Promise<{ token: string; count: number }> {
  await page.goto(LIST);
  const href = await page.getByTestId('filter-colour').getByRole('link').first().getAttribute('href');
  const token = new URL(href!, 'http://x').searchParams.get('filters')!;
  expect(token).toMatch(/^5,\d+$/);
  await page.goto(`${LIST}?filters=${token}`);
  return { token, count: await resultCount(page) };
}

test('each filters value is read on its own: a bad price or a bare word never costs the colour filter', async ({
  page,
}) => {
  const colour = await colourFilter(page);
  expect(colour.count).toBeGreaterThan(0);
  for (const other of ['price,1000', 'price', 'ParametricMultiple']) {
    await page.goto(`${LIST}?filters=${other}&filters=${colour.token}`);
    await expect(listError(page)).toHaveCount(0);
    expect(await resultCount(page), other).toBe(colour.count);
    await expect(page.getByTestId('filter-colour').getByRole('link', { name: /vald/ })).toHaveCount(1);
    // No invented price range: no price chip.
    await expect(page.getByRole('link', { name: /^Ta bort Pris/ })).toHaveCount(0);
  }
});

test('a stale filter value in a link is dropped: the list shows, filtered by the valid one', async ({
  page,
}) => {
  const colour = await colourFilter(page);
  await page.goto(`${LIST}?filters=5,99999&filters=${colour.token}`);
  await expect(listError(page)).toHaveCount(0);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await resultCount(page)).toBe(colour.count);
  await expect(page.getByTestId('filter-colour').getByRole('link', { name: /vald/ })).toHaveCount(1);
  // No link the page builds carries the dropped value on.
  const hrefs = await page
    .locator('a[href*="filters="]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => href.includes('99999'))).toEqual([]);
});

test("clearing filters keeps the menu's unisex value, and only it", async ({ page }) => {
  await page.goto('/sv');
  await page.getByRole('button', { name: 'Herr & dam' }).click();
  await page
    .locator('[data-menu-panel="men-and-women"]')
    .getByRole('link', { name: 'Unisex', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]filters=1,\d+$/);
  const unisex = new URL(page.url()).searchParams.get('filters')!;
  const unisexCount = await resultCount(page);

  await page.getByTestId('filter-colour').getByRole('link').first().click();
  await expect(page).toHaveURL(/filters=5,/);
  expect(await resultCount(page)).toBeLessThan(unisexCount);

  await page.getByRole('link', { name: 'Rensa filter' }).first().click();
  await expect(page).not.toHaveURL(/filters=5,/);
  expect(new URL(page.url()).searchParams.getAll('filters')).toEqual([unisex]);
  expect(await resultCount(page)).toBe(unisexCount);
});

test('the catalogue menu sorts categories by name in Swedish: å ä ö after z', async ({ page }) => {
  await page.goto('/sv');
  await page.getByRole('button', { name: 'Katalog' }).click();
  const names = await page.locator('[data-menu-panel="catalogue"] a').allInnerTexts();
  const at = (name: string) => names.indexOf(name);
  for (const name of ['Vinterbyxor', 'Vinterjackor', 'Västar', 'Väskor', 'Bälten', 'Knäskydd']) {
    expect(at(name), name).toBeGreaterThanOrEqual(0);
  }
  // Accent-blind order (the bug) put Västar before Vinterbyxor.
  expect(at('Vinterjackor')).toBeLessThan(at('Västar'));
  expect(at('Vinterbyxor')).toBeLessThan(at('Vinterjackor'));
});

test('anonymous visitors are offered popularity, their default sort, in the consumer and business markets', async ({
  page,
  context,
  baseURL,
}) => {
  const sortValues = () =>
    page
      .getByTestId('sort')
      .locator('option')
      .evaluateAll((o) => o.map((x) => x.getAttribute('value')));
  await page.goto(LIST);
  expect(await sortValues()).toContain('Popularity');
  expect(await sortValues()).not.toContain('Rating');
  await expect(page.getByTestId('sort')).toHaveValue('Popularity');

  await context.addCookies([{ name: 'market', value: 'de', url: baseURL ?? '' }]);
  await page.goto('/de/alle-produkte/arbeitshosen');
  expect(await sortValues()).toEqual(expect.arrayContaining(['Popularity', 'Rating']));
  await expect(page.getByTestId('sort')).toHaveValue('Popularity');
});
