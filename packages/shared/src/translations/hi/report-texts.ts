import type { Localised } from '../../localised.ts';
import type { ReportTexts } from '../../report-texts.ts';

export const HI_REPORT_TEXTS: Localised<ReportTexts> = {
  adReasonLabels: {
    fraud: 'धोखाधड़ी या ठगी',
    'advance-payment': 'एडवांस पेमेंट माँगता है',
    'wrong-category': 'गलत श्रेणी',
    duplicate: 'डुप्लिकेट',
    sold: 'पहले ही बिक चुका है',
    offensive: 'आपत्तिजनक',
    other: 'अन्य',
  },
  personReasonLabels: {
    fraud: 'धोखाधड़ी या ठगी',
    'advance-payment': 'एडवांस पेमेंट माँगता है',
    'fake-profile': 'किसी और होने का दिखावा करता है',
    abusive: 'गाली-गलौज या धमकी',
    spam: 'स्पैम',
    other: 'अन्य',
  },
  form: {
    reportAd: 'इस विज्ञापन की शिकायत करें',
    reportAdTitle: 'इस विज्ञापन की शिकायत करें',
    reportPerson: 'इस व्यक्ति की शिकायत करें',
    reportPersonTitle: (name) => `${name} की शिकायत करें`,
    description: 'हमारी टीम को बताएँ कि क्या गलत है। जिसकी आप शिकायत करते हैं, उसे पता नहीं चलता कि शिकायत किसने की।',
    reason: 'कारण',
    details: 'जानकारी (वैकल्पिक)',
    detailsHint: 'क्या हुआ? ज़्यादा से ज़्यादा 1,000 अक्षर।',
    submit: 'शिकायत भेजें',
    cancel: 'रद्द करें',
    failed: 'शिकायत नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
  },
};
