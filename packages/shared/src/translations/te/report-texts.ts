import type { Localised } from '../../localised.ts';
import type { ReportTexts } from '../../report-texts.ts';

export const TE_REPORT_TEXTS: Localised<ReportTexts> = {
  adReasonLabels: {
    fraud: 'మోసం',
    'advance-payment': 'ముందుగా డబ్బులు అడుగుతున్నారు',
    'wrong-category': 'తప్పు విభాగం',
    duplicate: 'డూప్లికేట్',
    sold: 'ఇప్పటికే అమ్ముడైంది',
    offensive: 'అభ్యంతరకరం',
    other: 'ఇతర',
  },
  personReasonLabels: {
    fraud: 'మోసం',
    'advance-payment': 'ముందుగా డబ్బులు అడుగుతున్నారు',
    'fake-profile': 'వేరొకరిలా నటిస్తున్నారు',
    abusive: 'దూషణ లేదా బెదిరింపు',
    spam: 'స్పామ్',
    other: 'ఇతర',
  },
  form: {
    reportAd: 'ఈ ప్రకటనపై ఫిర్యాదు చేయండి',
    reportAdTitle: 'ఈ ప్రకటనపై ఫిర్యాదు చేయండి',
    reportPerson: 'ఈ వ్యక్తిపై ఫిర్యాదు చేయండి',
    reportPersonTitle: (name) => `${name} పై ఫిర్యాదు చేయండి`,
    description: 'ఏం తప్పు జరిగిందో మా బృందానికి చెప్పండి. ఎవరు ఫిర్యాదు చేశారో ఆ వ్యక్తికి తెలియదు.',
    reason: 'కారణం',
    details: 'వివరాలు (ఐచ్ఛికం)',
    detailsHint: 'ఏం జరిగింది? గరిష్ఠంగా 1,000 అక్షరాలు.',
    submit: 'ఫిర్యాదు పంపండి',
    cancel: 'రద్దు చేయండి',
    failed: 'ఫిర్యాదు పంపలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
};
