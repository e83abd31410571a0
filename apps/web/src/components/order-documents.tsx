// An order's GST invoice and its credit notes as PDF downloads, for the customer (My Orders) and
// staff (the desk). Each is fetched with the session's token and saved; a failure says so.
import { useState } from 'react';
import type { Order } from '@phoolwari/contracts';
import { errorMessage, saveDownload } from '../lib/api';
import { toast } from '../lib/toast';
import { DownloadIcon } from './icons';

const fileOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

export function OrderDocuments({ order }: { order: Pick<Order, '_id' | 'invoiceNumber' | 'creditNotes'> }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (!order.invoiceNumber) return null;
  const documents = [
    { key: 'invoice', label: `Invoice ${order.invoiceNumber}`, path: `/orders/${order._id}/invoice`, file: fileOf(order.invoiceNumber) },
    ...order.creditNotes.map((note) => ({ key: note._id, label: `Credit note ${note.number}`, path: `/orders/${order._id}/credit-notes/${note._id}`, file: fileOf(note.number) })),
  ];

  async function download(doc: (typeof documents)[number]) {
    setBusy(doc.key);
    try {
      await saveDownload(doc.path, doc.file);
    } catch (error) {
      toast.error(errorMessage(error, `The ${doc.label.toLowerCase()} could not be downloaded. Please try again.`));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul aria-label="Invoice and credit notes" className="flex flex-wrap gap-2">
      {documents.map((doc) => (
        <li key={doc.key}>
          <button
            type="button"
            onClick={() => void download(doc)}
            aria-busy={busy === doc.key || undefined}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-gray-300 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-busy:opacity-60"
          >
            <DownloadIcon className="size-4 shrink-0" />
            {doc.label} (PDF)
          </button>
        </li>
      ))}
    </ul>
  );
}
