import type { Language } from '@mohalla/shared';

/** What an operator decided about the reports a person made. */
export type ReportOutcome = 'hidden' | 'restored' | 'dismissed' | 'suspended';

type Words = {
  subject: string;
  aboutPerson: string;
  aboutAd: (adTitle: string) => string;
  outcomes: Record<ReportOutcome, string>;
  thanks: string;
};

export const REPORT_DECISION_WORDS: Record<Language, Words> = {
  en: {
    subject: 'Your report has been reviewed',
    aboutPerson: 'Thank you for reporting a person on Mohalla Ads. Our team has reviewed your report.',
    aboutAd: (title) => `Thank you for reporting the ad "${title}" on Mohalla Ads. Our team has reviewed your report.`,
    outcomes: {
      hidden: 'We have removed the ad.',
      restored: 'We looked into it and the ad stays on the site.',
      dismissed: 'We looked into it and found nothing that breaks our rules, so we have not acted this time.',
      suspended: 'We have suspended the account.',
    },
    thanks: 'Reports like yours keep the site safe. Thank you.',
  },
  te: {
    subject: 'మీ రిపోర్ట్‌ను పరిశీలించాం',
    aboutPerson: 'Mohalla Adsలో ఒక వ్యక్తి గురించి రిపోర్ట్ చేసినందుకు ధన్యవాదాలు. మా టీమ్ మీ రిపోర్ట్‌ని పరిశీలించింది.',
    aboutAd: (title) => `Mohalla Adsలో "${title}" యాడ్ గురించి రిపోర్ట్ చేసినందుకు ధన్యవాదాలు. మా టీమ్ మీ రిపోర్ట్‌ని పరిశీలించింది.`,
    outcomes: {
      hidden: 'ఆ యాడ్‌ని తీసేశాం.',
      restored: 'మేము పరిశీలించాం; ఆ యాడ్ సైట్‌లో అలాగే ఉంటుంది.',
      dismissed: 'మేము పరిశీలించాం; మా నియమాలకు విరుద్ధంగా ఏమీ కనిపించలేదు, కాబట్టి ఈసారి ఎలాంటి చర్య తీసుకోలేదు.',
      suspended: 'ఆ అకౌంట్‌ని సస్పెండ్ చేశాం.',
    },
    thanks: 'మీలాంటి రిపోర్ట్‌ల వల్లే సైట్ సేఫ్‌గా ఉంటుంది. ధన్యవాదాలు.',
  },
  hi: {
    subject: 'आपकी रिपोर्ट की जाँच हो गई है',
    aboutPerson: 'Mohalla Ads पर एक व्यक्ति की रिपोर्ट करने के लिए धन्यवाद। हमारी टीम ने आपकी रिपोर्ट की जाँच कर ली है।',
    aboutAd: (title) => `Mohalla Ads पर विज्ञापन "${title}" की रिपोर्ट करने के लिए धन्यवाद। हमारी टीम ने आपकी रिपोर्ट की जाँच कर ली है।`,
    outcomes: {
      hidden: 'हमने वह विज्ञापन हटा दिया है।',
      restored: 'हमने इसकी जाँच की; विज्ञापन साइट पर बना रहेगा।',
      dismissed: 'हमने इसकी जाँच की और हमें हमारे नियमों के ख़िलाफ़ कुछ नहीं मिला, इसलिए इस बार कोई कार्रवाई नहीं की गई।',
      suspended: 'हमने वह खाता निलंबित कर दिया है।',
    },
    thanks: 'आप जैसी रिपोर्टों से साइट सुरक्षित रहती है। धन्यवाद।',
  },
};
