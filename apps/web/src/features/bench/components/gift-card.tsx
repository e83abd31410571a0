// The gift card as it is printed and tucked into the arrangement: the message, and who it is from
// unless the sender asked to stay anonymous. Its own few words are in the customer's language, not
// the bench's (a Hindi order's card says "… के लिए" and "प्यार सहित"), and the message is set in a
// face that has Devanagari: the shop's self-hosted Noto Sans Devanagari first (its unicode-range
// takes only the Devanagari letters), the serif after it for the rest.
import type { BenchOrder, Language } from '@phoolwari/contracts';

const CARD_WORDS: Record<Language, { for: (name: string) => string; withLove: (name: string) => string }> = {
  en: { for: (name) => `For ${name}`, withLove: (name) => `With love, ${name}` },
  hi: { for: (name) => `${name} के लिए`, withLove: (name) => `प्यार सहित, ${name}` },
};

/** Devanagari first, then the serif the English card was always set in. */
const cardFace = "[font-family:'Noto_Sans_Devanagari',ui-serif,Georgia,Cambria,'Times_New_Roman',serif]";

export function GiftCard({ order }: { order: BenchOrder }) {
  const words = CARD_WORDS[order.language];
  return (
    <article lang={order.language} className={`pw-print-sheet mx-auto max-w-[10cm] border border-black p-6 text-center text-black ${cardFace}`}>
      <p className="text-sm">{words.for(order.recipientName)}</p>
      <p className="my-6 text-2xl leading-snug whitespace-pre-line">{order.giftMessage}</p>
      {order.senderName && <p className="text-sm">{words.withLove(order.senderName)}</p>}
    </article>
  );
}
