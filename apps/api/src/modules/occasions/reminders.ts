// The daily reminders: for each occasion due (its date `remindDaysBefore` days ahead or nearer),
// one mail or phone message in the customer's language with last time's order to repeat in one
// tap and the earliest delivery on the day. The send-once claim (occasion_reminders) is written in
// the transaction that queues the message: a job run twice, or on two instances at once, reminds once.
import type { Language } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { shopDateTime, type Clock } from '../../platform/clock';
import { LOCALES } from '../../platform/i18n/locale';
import { letter } from '../../platform/i18n/letter';
import { translator } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mail/mailer';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import { findUserById, type UserRow } from '../auth';
import { earliestDelivery } from '../delivery';
import { listOrderItems } from '../orders';
import { readShopSettings } from '../shop-settings';
import { daysUntil, dueReminder } from './dates';
import * as messages from './messages';
import * as repo from './repo';
import type { StopTokens } from './service';

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'queue' | 'wake'>;
  phone: Pick<PhoneChannel, 'queue'>;
  stopTokens: StopTokens;
  publicUrl: string;
}

/** What the occasion is called in the reminder: "Maa's birthday", "Raksha Bandhan (Ravi)". */
export function occasionTitle(o: Pick<repo.OccasionRow, 'kind' | 'name' | 'festival'>, language: Language): string {
  const t = translator(messages, language);
  if (o.kind === 'festival' && o.festival) return t('festivalFor', { festival: t(o.festival), name: o.name });
  return t(o.kind === 'anniversary' ? 'anniversary' : 'birthday', { name: o.name });
}

const dayAndMonth = (date: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** Mail where the customer asked for it and has an address; otherwise the phone, then mail; null when neither. */
function channelFor(o: repo.OccasionRow, user: UserRow): { channel: 'email'; to: string } | { channel: 'phone'; to: string } | null {
  const phone = user.verifiedPhone ?? (user.phone || null);
  if (o.channel === 'email' && user.email) return { channel: 'email', to: user.email };
  if (phone) return { channel: 'phone', to: phone };
  return user.email ? { channel: 'email', to: user.email } : null;
}

export function createReminders({ db, clock, mailer, phone, stopTokens, publicUrl }: ReminderDeps) {
  /** The reminder's words, read before the claim (outside its transaction). */
  async function compose(o: repo.OccasionRow, user: UserRow, date: string, now: Date) {
    const language = user.language;
    const t = translator(messages, language);
    const base = `${publicUrl}${language === 'hi' ? '/hi' : ''}`;
    const occasion = occasionTitle(o, language);
    const when = dayAndMonth(date, language);
    const last = await repo.lastOrderFor(db, user.id, o.name);
    const items = last ? await listOrderItems(db, last.id) : [];
    const repeatLink = `${base}/occasions/${o.id}/repeat`;
    let earliest: string | null = null;
    const pincode = (last?.shippingAddress as { pincode?: string } | undefined)?.pincode;
    if (pincode) {
      const answer = await earliestDelivery(db, { pincode, date }, now, await readShopSettings(db), language);
      const slot = answer.chosen;
      if (slot) earliest = t('earliest', { slot: (language === 'hi' && slot.hi?.name) || slot.name, time: slot.byTime });
    }
    const paragraphs = [
      t('intro', { occasion, date: when, days: daysUntil(shopDateTime(now).date, date) }),
      items.length > 0
        ? t('lastOrder', { items: items.map((i) => `${i.quantity} × ${i.name}`).join(', '), link: repeatLink })
        : t('noLastOrder', { link: `${base}/products` }),
      earliest,
      // The stop link is the mailer's secret: staff reading the outbox see a placeholder.
      t('stop', { link: '{{stopLink}}' }),
    ];
    return {
      subject: t('subject', { occasion, date: when }),
      text: letter(language, { dear: user.name }, paragraphs),
      phoneText: t('phoneText', { occasion, date: when, link: items.length > 0 ? repeatLink : `${base}/products`, stopLink: '{{stopLink}}' }),
      stopLink: `${base}/occasions/stop?token=${encodeURIComponent(stopTokens.make(o.id))}`,
    };
  }

  return {
    /** Sends every reminder due today (shop time) not sent already; answers how many this run sent. */
    async sendDue(): Promise<number> {
      const now = clock();
      const today = shopDateTime(now).date;
      const calendar = await repo.festivalCalendar(db);
      let sent = 0;
      for (const o of await repo.listRemindable(db)) {
        const date = dueReminder(o, today, calendar);
        if (!date) continue;
        const user = await findUserById(db, o.userId);
        if (!user || user.disabledAt) continue;
        const to = channelFor(o, user);
        if (!to) continue;
        const words = await compose(o, user, date, now);
        const claimed = await db.transaction(async (tx) => {
          if (!(await repo.claimReminder(tx, o.id, date, to.channel))) return false;
          const secrets = { stopLink: words.stopLink };
          if (to.channel === 'email') await mailer.queue({ to: to.to, subject: words.subject, text: words.text, secrets }, tx);
          else await phone.queue({ to: to.to, text: words.phoneText, secrets }, tx);
          return true;
        });
        if (claimed) sent++;
      }
      if (sent > 0) mailer.wake();
      return sent;
    },
  };
}
export type Reminders = ReturnType<typeof createReminders>;
