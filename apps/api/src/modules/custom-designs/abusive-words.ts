// Words a flower design's description never needs. The studio refuses a prompt containing one
// before anything is drawn or sent to an image service, so the shop's gallery and its image
// provider never see them. Matched as whole words, ignoring case and accents: 'Scunthorpe' and
// 'cocktail' pass. Kept short on purpose — slurs and profanity in English and in Hindi as typed
// in Latin letters and in Devanagari; a shop owner can extend it. The image service's own safety
// check stays in force for everything else.
const ABUSIVE_WORDS = [
  // English
  'fuck',
  'fucking',
  'fucker',
  'motherfucker',
  'shit',
  'bullshit',
  'bitch',
  'bastard',
  'cunt',
  'asshole',
  'slut',
  'whore',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  // Hindi, in Latin letters as customers type it
  'chutiya',
  'chutiye',
  'chutia',
  'madarchod',
  'maderchod',
  'behenchod',
  'bhenchod',
  'bhosdike',
  'bhosdi',
  'bhosadike',
  'gandu',
  'harami',
  'haramzada',
  'haramkhor',
  'lauda',
  'lawda',
  'lund',
  'randwa',
  'kutiya',
  'kamina',
  'kamine',
  // Hindi, in Devanagari
  'चूतिया',
  'चुतिया',
  'मादरचोद',
  'बहनचोद',
  'भेनचोद',
  'भोसडीके',
  'गांडू',
  'हरामी',
  'हरामज़ादा',
  'कुतिया',
  'कमीना',
];

/** The prompt's words: letters with their combining marks (Devanagari vowel signs are marks), digits. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      // Latin accents only: stripping every mark would break Devanagari words apart.
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
  );
}

// Built with the same normalisation as the prompt, so both spell a word alike.
const BLOCKED = new Set(ABUSIVE_WORDS.flatMap(wordsOf));

export function containsAbusiveWords(prompt: string): boolean {
  return wordsOf(prompt).some((word) => BLOCKED.has(word));
}
