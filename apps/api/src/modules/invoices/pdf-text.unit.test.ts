// A Hindi invoice reads right when copied: its Devanagari text comes out of the PDF in the order it
// is written ("आपूर्ति बिल"), not in the shaped glyphs' visual order ("आपूितर् िबल"), so search, copy
// and screen readers work. Read with poppler's pdftotext, as a reader would.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf';

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

describe('a Hindi invoice as text', () => {
  it.skipIf(!hasPdftotext)('extracts its Devanagari in logical order', async () => {
    const pdf = await renderPdf({
      kind: 'bill_of_supply',
      language: 'hi',
      number: 'PW/2026-27/000123',
      issuedAt: new Date('2026-11-27T10:00:00Z'),
      orderNumber: 'PW-20261127-0001',
      seller: { legalName: 'फूलवारी फ्लावर्स', address: '12 फूल मंडी रोड, बेंगलुरु', stateCode: '29', gstin: null },
      billTo: { name: 'आशा राव', email: 'asha@example.in', company: null },
      shipTo: { name: 'अम्मा', phone: '9123456789', address: ['14 मंदिर गली, मल्लेश्वरम', 'बेंगलुरु 560003'] },
      placeOfSupply: '29',
      intraState: true,
      paymentMethod: 'upi',
      figures: {
        kind: 'bill_of_supply',
        lines: [
          {
            description: 'गेंदे की माला',
            hsnCode: '0603',
            quantity: 1,
            unitPricePaise: 49_900,
            discountPaise: 0,
            taxablePaise: 49_900,
            rate: 0,
            cgstPaise: 0,
            sgstPaise: 0,
            igstPaise: 0,
            amountPaise: 49_900,
          },
        ],
        hsnSummary: [],
        totals: { taxablePaise: 49_900, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 49_900 },
      },
    } as unknown as Parameters<typeof renderPdf>[0]);
    const dir = mkdtempSync(path.join(tmpdir(), 'phoolwari-pdf-'));
    try {
      writeFileSync(path.join(dir, 'bill.pdf'), pdf);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'bill.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('आपूर्ति बिल');
      expect(text).not.toContain('आपूितर्');
      expect(text).toContain('गेंदे की माला');
      expect(text).toContain('आशा राव');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
