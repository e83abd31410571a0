// GST invoices and credit notes as PDF downloads: an order's, for the customer (My Orders) and
// staff (the desk), and an event payment's (the quote's page, the Events tab). Each is fetched with
// the session's token (a quote's through its link) and saved; a failure says so.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@phoolwari/contracts';
import { errorMessage, saveDownload } from '../lib/api';
import { toast } from '../lib/toast';
import { DownloadIcon } from './icons';
import type { Language } from '../i18n/languages';

const fileOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** A GST document to download: an invoice or a credit note, by its number, from `path` of the API. */
export interface GstDocument {
  key: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  path: string;
}

/**
 * `language`: the customer's screen asks for the PDFs in the page's language (`?lang=`); staff's
 * screens leave it out and get the shop's English.
 */
export function OrderDocuments({ order, language }: { order: Pick<Order, '_id' | 'invoiceNumber' | 'creditNotes'>; language?: Language }) {
  if (!order.invoiceNumber) return null;
  const documents: GstDocument[] = [
    { key: 'invoice', kind: 'invoice', number: order.invoiceNumber, path: `/orders/${order._id}/invoice` },
    ...order.creditNotes.map((note) => ({
      key: note._id,
      kind: 'credit_note' as const,
      number: note.number,
      path: `/orders/${order._id}/credit-notes/${note._id}`,
    })),
  ];
  return <DocumentDownloads documents={documents} language={language} />;
}

/** Invoices and credit notes as download buttons (an order's, an event payment's), each saved as its number. */
export function DocumentDownloads({ documents, language }: { documents: GstDocument[]; language?: Language }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const labelled = documents.map((doc) => {
    if (doc.kind === 'invoice') {
      const invoiceNumber = doc.number;
      return { ...doc, label: t`Invoice ${invoiceNumber} (PDF)`, failed: t`The invoice ${invoiceNumber} could not be downloaded. Please try again.` };
    }
    const number = doc.number;
    return { ...doc, label: t`Credit note ${number} (PDF)`, failed: t`The credit note ${number} could not be downloaded. Please try again.` };
  });

  async function download(doc: (typeof labelled)[number]) {
    setBusy(doc.key);
    try {
      await saveDownload(doc.path, fileOf(doc.number), language ? { query: { lang: language } } : {});
    } catch (error) {
      toast.error(errorMessage(error, doc.failed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul aria-label={t`Invoice and credit notes`} className="flex flex-wrap gap-2">
      {labelled.map((doc) => (
        <li key={doc.key}>
          <button
            type="button"
            onClick={() => void download(doc)}
            aria-busy={busy === doc.key || undefined}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-gray-300 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-busy:opacity-60"
          >
            <DownloadIcon className="size-4 shrink-0" />
            {doc.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
