// What the invoice tests share: a GST-registered Karnataka shop, the jasmine made a stand-in for
// chocolates (HSN 1806 at 18 %) beside the nil-rated flowers, and an invoice's text read back as a
// customer copies it from the PDF.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../../db/schema';
import { bearer } from '../../test/app';
import type { setUpOrderingSuite } from '../../test/orders';

/** The shop's GST settings: registered in Karnataka (29), with its GSTIN's right check character. */
export const REGISTERED_SHOP_GST = {
  registered: true,
  legalName: 'Phoolwari Flowers LLP',
  address: '12 Phool Mandi Road, Bengaluru 560002',
  stateCode: '29',
  gstin: '29ABCDE1234F1ZW',
  deliveryFeeRate: 18,
  invoicePrefix: 'PW',
};

type OrderingSuite = ReturnType<typeof setUpOrderingSuite>;

/** The jasmine stands in for chocolates (HSN 1806 at 18 %), so an order has a taxed line. */
export async function taxTheJasmine(t: OrderingSuite): Promise<void> {
  await t.database.db.update(products).set({ hsnCode: '1806', gstRate: 18, stock: 100 }).where(eq(products.id, t.fixture.products['Mogra Gajra']!));
}

/** Registers the shop for GST (through the settings API, as its owner would) and taxes the jasmine. */
export async function registerShopForGst(t: OrderingSuite): Promise<void> {
  const put = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(t.adminToken), payload: { gst: REGISTERED_SHOP_GST } });
  expect(put.statusCode).toBe(200);
  await taxTheJasmine(t);
}

/** Whether poppler's pdftotext is here to read a PDF back (the tests that need it check). */
export const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

/** The document's text as a reader copies it (poppler's pdftotext). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'phoolwari-invoice-'));
  try {
    writeFileSync(path.join(dir, 'invoice.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
