// The invitation's link, shown to the owner once when the shop could not mail it (no mail server,
// or an invitation to a phone number): copied to hand over, or shared on WhatsApp with a short
// message. The server never answers it again; closing the dialog is the last chance to copy it.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

interface Props {
  link: string;
  name: string;
  /** The invited member's mobile number, when given: WhatsApp opens their chat. */
  phone: string;
  onClose: () => void;
}

export function InviteLinkDialog({ link, name, phone, onClose }: Props) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const message = t`Hello ${name}, join our flower shop's team on Phoolwari: open this link within 72 hours and choose your password. ${link}`;
  const whatsApp = `https://wa.me/${phone ? `91${phone}` : ''}?text=${encodeURIComponent(message)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Modal
      title={t`Invitation link for ${name}`}
      description={t`This shop sends no e-mail, so hand this link over yourself. It is shown only now, works once, for 72 hours.`}
      onClose={onClose}
      size="sm"
      footer={
        <Button variant="secondary" onClick={onClose} className="w-full">
          <Trans>Done</Trans>
        </Button>
      }
    >
      <div className="space-y-3">
        <label className="block text-sm font-medium text-gray-900" htmlFor="invite-link">
          <Trans>Link</Trans>
        </label>
        <input
          id="invite-link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-900"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void copy()} className="w-full sm:flex-1">
            {copied === 'yes' ? t`Copied` : t`Copy`}
          </Button>
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-full items-center justify-center rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 sm:flex-1"
          >
            <Trans>Share on WhatsApp</Trans>
          </a>
        </div>
        <p role="status" className="text-sm text-gray-700">
          {copied === 'yes' && <Trans>The link is copied: paste it into a message to {name}.</Trans>}
          {copied === 'failed' && <Trans>This browser would not copy: select the link above and copy it.</Trans>}
        </p>
      </div>
    </Modal>
  );
}
