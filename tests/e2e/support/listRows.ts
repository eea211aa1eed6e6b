import { expect, type Page } from '@playwright/test'

/**
 * Opens the document of a list view's first row. By its address, not a click: on its first load Payload's list
 * replaces its own URL (limit, sort from the user's preferences), which can cancel a click's navigation.
 */
export async function openFirstRow(page: Page, collection: string): Promise<void> {
  const link = page.locator(`table tbody tr a[href*="/admin/collections/${collection}/"]`).first()
  const href = await link.getAttribute('href')
  expect(href, `a document link in the ${collection} list`).toBeTruthy()
  await page.goto(href!)
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}/\\d+`))
}
