import type { ConversationTexts } from '../../conversation-texts.ts';
import type { Localised } from '../../localised.ts';

export const HI_CONVERSATION_TEXTS: Localised<ConversationTexts> = {
  quickReplies: ['क्या यह अभी उपलब्ध है?', 'आख़िरी कीमत क्या है?', 'इसे कहाँ देख सकते हैं?'],
  contactDetailsNote: 'इस संदेश में फ़ोन नंबर या UPI ID है। सामान देखने के बाद ही पेमेंट करें; डील पक्की करने के लिए कभी पहले पैसे न भेजें।',
  reportReasonLabels: {
    scam: 'ठगी या पहले से पैसे माँगना',
    spam: 'स्पैम या विज्ञापनबाज़ी',
    abusive: 'गाली-गलौज या धमकी',
    'prohibited-item': 'प्रतिबंधित सामान',
    other: 'कुछ और',
  },
};
