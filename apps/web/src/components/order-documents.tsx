// An order's GST invoice and its credit notes as PDF downloads, for the customer (My Orders) and
// staff (the desk). Each is fetched with the session's token and saved; a failure says so.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@phoolwari/contracts';
import { errorMessage, saveDownload } from '../lib/api';
import { toast } from '../lib/toast';
import { DownloadIcon } from './icons';
import type { Language } from '../i18n/languages';

const fileOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * `language`: the customer's screen asks for the PDFs in the page's language (`?lang=`); staff's
 * screens leave it out and get the shop's English.
 */
export function OrderDocuments({ order, language }: { order: Pick<Order, '_id' | 'invoiceNumber' | 'creditNotes'>; language?: Language }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  if (!order.invoiceNumber) return null;
  const invoiceNumber = order.invoiceNumber;
  const documents = [
    {
      key: 'invoice',
      label: t`Invoice ${invoiceNumber} (PDF)`,
      failed: t`The invoice ${invoiceNumber} could not be downloaded. Please try again.`,
      path: `/orders/${order._id}/invoice`,
      file: fileOf(invoiceNumber),
    },
    ...order.creditNotes.map((note) => {
      const number = note.number;
      return {
        key: note._id,
        label: t`Credit note ${number} (PDF)`,
        failed: t`The credit note ${number} could not be downloaded. Please try again.`,
        path: `/orders/${order._id}/credit-notes/${note._id}`,
        file: fileOf(number),
      };
    }),
  ];

  async function download(doc: (typeof documents)[number]) {
    setBusy(doc.key);
    try {
      await saveDownload(doc.path, doc.file, language ? { query: { lang: language } } : {});
    } catch (error) {
      toast.error(errorMessage(error, doc.failed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul aria-label={t`Invoice and credit notes`} className="flex flex-wrap gap-2">
      {documents.map((doc) => (
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
