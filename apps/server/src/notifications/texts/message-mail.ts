import type { Language } from '@mohalla/shared';

/** The words of the new-messages mail; the sender's own messages are quoted as they wrote them. */
export type MessageMailWords = {
  subject: (writer: string, adTitle: string, unread: number) => string;
  intro: (writer: string, adTitle: string) => string;
  offer: string;
  photo: string;
  more: (count: number) => string;
  read: (link: string) => string;
  safety: string;
  cadence: string;
  stop: (link: string) => string;
};

export const MESSAGE_MAIL_WORDS: Record<Language, MessageMailWords> = {
  en: {
    subject: (writer, title, unread) => `${writer} sent you ${unread === 1 ? 'a message' : `${unread} messages`} about "${title}"`,
    intro: (writer, title) => `${writer} wrote to you about "${title}" on Mohalla Ads:`,
    offer: 'Offer',
    photo: 'Sent a photo',
    more: (count) => `...and ${count} more ${count === 1 ? 'message' : 'messages'}`,
    read: (link) => `Read and reply: ${link}`,
    safety: 'Never pay in advance or share an OTP: meet in a public place and see the item first.',
    cadence: 'You get at most one mail an hour about a conversation, when a message has waited 10 minutes.',
    stop: (link) => `To stop these mails: ${link}`,
  },
  te: {
    subject: (writer, title, unread) => `"${title}" గురించి ${writer} మీకు ${unread === 1 ? 'ఒక మెసేజ్' : `${unread} మెసేజ్‌లు`} పంపారు`,
    intro: (writer, title) => `Mohalla Adsలో "${title}" గురించి ${writer} మీకు రాశారు:`,
    offer: 'ఆఫర్',
    photo: 'ఫోటో పంపారు',
    more: (count) => `...ఇంకా ${count === 1 ? 'ఒక మెసేజ్' : `${count} మెసేజ్‌లు`}`,
    read: (link) => `చదివి రిప్లై ఇవ్వండి: ${link}`,
    safety: 'ముందుగా డబ్బు కట్టకండి, OTP ఎవరికీ చెప్పకండి: నలుగురూ ఉండే చోట కలిసి, వస్తువును చూసిన తర్వాతే కొనండి.',
    cadence: 'ఒక మెసేజ్ 10 నిమిషాలు చదవకుండా ఉంటే, ఆ చాట్ గురించి గంటకు ఒక్క మెయిల్ మాత్రమే వస్తుంది.',
    stop: (link) => `ఈ మెయిల్స్ ఆపాలంటే: ${link}`,
  },
  hi: {
    subject: (writer, title, unread) => `${writer} ने "${title}" के बारे में आपको ${unread === 1 ? 'एक संदेश भेजा है' : `${unread} संदेश भेजे हैं`}`,
    intro: (writer, title) => `${writer} ने Mohalla Ads पर "${title}" के बारे में आपको लिखा है:`,
    offer: 'ऑफ़र',
    photo: 'एक फ़ोटो भेजी',
    more: (count) => `...और ${count === 1 ? 'एक संदेश' : `${count} संदेश`}`,
    read: (link) => `पढ़ें और जवाब दें: ${link}`,
    safety: 'पहले से पैसे कभी न भेजें और OTP किसी को न बताएं: किसी सार्वजनिक जगह पर मिलें और सामान पहले देख लें।',
    cadence: 'किसी बातचीत के बारे में आपको घंटे में ज़्यादा से ज़्यादा एक मेल मिलता है, जब कोई संदेश 10 मिनट तक बिना पढ़ा रहे।',
    stop: (link) => `ये मेल बंद करने के लिए: ${link}`,
  },
};
