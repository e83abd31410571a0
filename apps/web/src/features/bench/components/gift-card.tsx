// The gift card as it is printed and tucked into the arrangement: the message, and who it is from
// unless the sender asked to stay anonymous.
import type { BenchOrder } from '@phoolwari/contracts';

export function GiftCard({ order }: { order: BenchOrder }) {
  return (
    <article className="pw-print-sheet mx-auto max-w-[10cm] border border-black p-6 text-center text-black">
      <p className="text-sm">For {order.recipientName}</p>
      <p className="my-6 font-serif text-2xl leading-snug whitespace-pre-line">{order.giftMessage}</p>
      {order.senderName && <p className="text-sm">With love, {order.senderName}</p>}
    </article>
  );
}
