import type { ConversationTexts } from '../../conversation-texts.ts';
import type { Localised } from '../../localised.ts';

export const TE_CONVERSATION_TEXTS: Localised<ConversationTexts> = {
  quickReplies: ['ఇది ఇంకా అందుబాటులో ఉందా?', 'చివరి ధర ఎంత?', 'ఎక్కడ చూడొచ్చు?'],
  contactDetailsNote: 'ఈ మెసేజ్‌లో ఫోన్ నంబర్ లేదా UPI ID ఉంది. వస్తువును చూశాకే పే చేయండి; డీల్ ఖాయం చేయడానికి అంటూ ముందుగా ఎప్పుడూ పే చేయకండి.',
  reportReasonLabels: {
    scam: 'మోసం లేదా ముందుగా డబ్బులు అడుగుతున్నారు',
    spam: 'స్పామ్ లేదా ప్రచారం',
    abusive: 'దూషణ లేదా బెదిరింపు',
    'prohibited-item': 'నిషేధిత వస్తువు',
    other: 'ఇంకేదైనా',
  },
};
