// What someone who wrote to the shop reads back, in English and Hindi (ICU MessageFormat). The
// topics are the form's subjects; staff's own words in a reply are sent as they wrote them.
import { CONTACT_SUBJECT_LABELS, type ContactSubject, type Language } from '@phoolwari/contracts';

export const en = {
  receivedSubject: 'We have received your message',
  receivedText:
    'Thank you for contacting Phoolwari about "{topic}". Your message has reached our team and we will reply to this address within a day.\n\nIf you did not write to us, you can ignore this mail.',
  replySubject: 'Re: {topic} — your message to Phoolwari',
  youWrote: 'On {when}, you wrote:',
};

export const hi: Record<keyof typeof en, string> = {
  receivedSubject: 'आपका संदेश हमें मिल गया है',
  receivedText:
    'फूलवारी से "{topic}" के बारे में संपर्क करने के लिए धन्यवाद। आपका संदेश हमारी टीम तक पहुँच गया है, और हम एक दिन के अंदर इसी पते पर जवाब देंगे।\n\nअगर आपने हमें नहीं लिखा था, तो इस मेल को अनदेखा कर दें।',
  replySubject: 'Re: {topic} — फूलवारी को भेजा गया आपका संदेश',
  youWrote: '{when} को आपने लिखा था:',
};

const HINDI_TOPICS: Record<ContactSubject, string> = {
  general: 'सामान्य सवाल',
  order: 'ऑर्डर की स्थिति',
  delivery: 'डिलीवरी',
  product: 'उत्पाद के बारे में सवाल',
  complaint: 'शिकायत',
  feedback: 'सुझाव',
};

/** The form's subject as the sender reads it. */
export const topicOf = (subject: ContactSubject, language: Language): string => (language === 'hi' ? HINDI_TOPICS[subject] : CONTACT_SUBJECT_LABELS[subject]);
