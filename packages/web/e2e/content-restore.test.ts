import { PERMISSIONS } from '@cellar/validation';
import { restoreMessages } from '@cellar/validation/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  childIds,
  closeSession,
  EDITOR,
  editingLockHeld,
  expectNoAxeViolations,
  openStage,
  type Stage,
  type TestBackend,
  toastWith,
  VIEWER,
} from './support';

// "Restore this version" on the AuditLog tab (issue 28), as staff use it: an editor with the right to read the log
// of a winery changes its Web field, then puts the old value back from the log.
let stage: Stage;
let backend: TestBackend;
let wineries: string[];

const editUrl = (path: string) => `/?path=${path}&tab=Edit&menu=contact`;
const logUrl = (path: string) => `/?path=${path}&tab=AuditLog`;
const web = (page: Page) => page.getByLabel('Web', { exact: true });
const rows = (page: Page) => page.getByRole('tabpanel').locator('tbody tr');
const restoreButton = (page: Page) =>
  rows(page).first().getByRole('button', { name: restoreMessages.action, exact: true });
const preview = (page: Page) => page.getByRole('dialog', { name: restoreMessages.action });

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1280, height: 900 } });
  ({ backend } = stage);
  wineries = (await childIds(await apiAs(backend), '/bodegas/')).slice(0, 2).map((id) => `/bodegas/${id}/`);
  // The editor and the viewer may read these wineries' logs (a local grant; neither has ViewLogs globally).
  const api = await apiAs(backend);
  for (const winery of wineries) {
    await api.content.patch(winery, { web: 'https://before.example/' });
    await api.content.changeSharing(winery, {
      prinperm: [EDITOR, VIEWER].map(({ email }) => ({
        principal: email,
        permission: PERMISSIONS.ViewLogs,
        setting: 'Allow' as const,
      })),
    });
  }
});
afterAll(closeSession);

/** As the editor: the winery's Web set to `value` on its Edit tab and saved, then its AuditLog tab opened. */
async function changeWebAndOpenLog(page: Page, value: string): Promise<void> {
  await editingLockHeld(page);
  await expect.poll(() => web(page).getAttribute('readonly')).toBeNull();
  await web(page).fill(value);
  await page.getByRole('button', { name: 'Save winery' }).click();
  await toastWith(page, 'Saved successfully.').waitFor();
  await page.getByRole('tab', { name: 'AuditLog' }).click();
  await expect.poll(() => rows(page).first().textContent()).toContain(value);
}

describe('Restore the values before this change', () => {
  it('previews the reverse of a save, restores it in one audited PATCH, and the old value is back after a reload', async () => {
    const winery = wineries[0] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    await changeWebAndOpenLog(page, 'https://after.example/');

    await restoreButton(page).click();
    const dialog = preview(page);
    await dialog.waitFor();
    await dialog
      .getByText(/^These fields go back to the values they had before the change of editor@example\.com at /)
      .waitFor();
    const change = dialog.getByRole('listitem').filter({ hasText: 'web' });
    expect(await change.locator('del').textContent()).toBe('https://after.example/');
    expect(await change.locator('ins').textContent()).toBe('https://before.example/');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: restoreMessages.confirm, exact: true }).click();
    await toastWith(page, restoreMessages.restored).waitFor();

    await page.reload();
    await expect.poll(() => rows(page).first().textContent()).toContain('restore');
    const entry = rows(page).first();
    const cells = await entry.getByRole('cell').allTextContents();
    expect(cells[1]).toBe(EDITOR.email);
    expect(cells[2]).toMatch(/^restoreof the change of editor@example\.com at \d{2}\/\d{2}\/\d{4} /);
    expect(cells[3]).toContain('https://after.example/ → https://before.example/');
    await expectNoAxeViolations(page);

    await page.goto(backend.admin(editUrl(winery)));
    await expect.poll(() => web(page).inputValue()).toBe('https://before.example/');
    const stored = await (await apiAs(backend)).content.get(winery);
    expect(stored.web).toBe('https://before.example/');
  });

  it('shows a newer change of the same field and asks before overwriting it; a change after the preview is refused (412)', async () => {
    const winery = wineries[1] as string;
    const page = await stage.pageAs(EDITOR, editUrl(winery));
    await changeWebAndOpenLog(page, 'https://mine.example/');
    const admin = await apiAs(backend);
    await admin.content.patch(winery, { web: 'https://colleague.example/' });
    await page.reload();
    await expect.poll(() => rows(page).first().textContent()).toContain('https://colleague.example/');

    // The editor's own change is the second row now.
    await rows(page).nth(1).getByRole('button', { name: restoreMessages.action, exact: true }).click();
    const dialog = preview(page);
    await dialog.getByText(restoreMessages.newerChanges(1), { exact: true }).waitFor();
    await dialog.getByText(/admin@example\.com \(modify\)$/).waitFor();
    expect(await dialog.getByRole('listitem').filter({ hasText: 'web:' }).textContent()).toContain(
      'https://colleague.example/ → https://before.example/',
    );
    await expectNoAxeViolations(page);

    // Someone saves while the preview is open: the restore is refused, nothing is overwritten.
    await admin.content.patch(winery, { telefono: '+34 600 000 111' });
    await dialog.getByRole('button', { name: restoreMessages.confirmNewer, exact: true }).click();
    await toastWith(page, /^Error restoring\. This content was modified by admin@example\.com at /).waitFor();
    expect((await admin.content.get(winery)).web).toBe('https://colleague.example/');

    // The log now shows that save too; asked again, it restores over the newer changes once confirmed.
    await expect.poll(() => rows(page).first().textContent()).toContain('+34 600 000 111');
    await rows(page).nth(2).getByRole('button', { name: restoreMessages.action, exact: true }).click();
    await preview(page).getByRole('button', { name: restoreMessages.confirmNewer, exact: true }).click();
    await toastWith(page, restoreMessages.restored).waitFor();
    expect((await admin.content.get(winery)).web).toBe('https://before.example/');
  });

  it('is not offered to a viewer, who may read the log but not modify the winery', async () => {
    const page = await stage.pageAs(VIEWER, logUrl(wineries[0] as string));
    await expect.poll(() => rows(page).count()).toBeGreaterThan(1);
    expect(await page.getByRole('button', { name: restoreMessages.action }).count()).toBe(0);
  });

  it('disables the button of a change logged without the values it replaced, saying why', async () => {
    // An upsert that created the winery logged what it wrote and nothing before it, as entries before issue 28 did.
    const api = await apiAs(backend);
    await api.content.upsert('/bodegas/', {
      '@type': 'Bodega',
      id: 'restore-without-old-values',
      nombre: 'Restore Without Old Values',
      internal_id: '99901',
      id_pais: 'es',
    });
    const page = await stage.pageAs(undefined, logUrl('/bodegas/restore-without-old-values/'));
    const entry = rows(page).first();
    await entry.getByText(restoreMessages.noOldValues, { exact: true }).waitFor();
    expect(await entry.getByRole('cell').nth(2).textContent()).toContain('upsert');
    const button = entry.getByRole('button', { name: restoreMessages.action, exact: true });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('aria-describedby')).toBeTruthy();
    await expectNoAxeViolations(page);
  });
});
