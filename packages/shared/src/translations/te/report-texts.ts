import type { Localised } from '../../localised.ts';
import type { ReportTexts } from '../../report-texts.ts';

export const TE_REPORT_TEXTS: Localised<ReportTexts> = {
  adReasonLabels: {
    fraud: 'మోసం',
    'advance-payment': 'ముందుగా డబ్బులు అడుగుతున్నారు',
    'wrong-category': 'తప్పు కేటగిరీ',
    duplicate: 'డూప్లికేట్',
    sold: 'ఇప్పటికే అమ్ముడైంది',
    offensive: 'అభ్యంతరకరం',
    other: 'ఇంకేదైనా',
  },
  personReasonLabels: {
    fraud: 'మోసం',
    'advance-payment': 'ముందుగా డబ్బులు అడుగుతున్నారు',
    'fake-profile': 'వేరొకరిలా నటిస్తున్నారు',
    abusive: 'దూషణ లేదా బెదిరింపు',
    spam: 'స్పామ్',
    other: 'ఇంకేదైనా',
  },
  form: {
    reportAd: 'ఈ యాడ్‌ని రిపోర్ట్ చేయండి',
    reportAdTitle: 'ఈ యాడ్‌ని రిపోర్ట్ చేయండి',
    reportPerson: 'ఈ వ్యక్తిని రిపోర్ట్ చేయండి',
    reportPersonTitle: (name) => `${name} ని రిపోర్ట్ చేయండి`,
    description: 'ఏం తప్పు జరిగిందో మా టీమ్‌కి చెప్పండి. ఎవరు రిపోర్ట్ చేశారో ఆ వ్యక్తికి తెలియదు.',
    reason: 'కారణం',
    details: 'వివరాలు (ఆప్షనల్)',
    detailsHint: 'ఏం జరిగింది? 1,000 అక్షరాల వరకు.',
    submit: 'రిపోర్ట్ పంపండి',
    cancel: 'క్యాన్సిల్',
    failed: 'రిపోర్ట్ పంపలేకపోయాం. దయచేసి మళ్ళీ ట్రై చేయండి.',
  },
};
