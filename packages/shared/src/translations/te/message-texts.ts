import type { MessageTextTranslations } from '../../message-texts.ts';

/** Telugu for the templates and validation messages of message-texts.ts; `{name}` places stay as they are. */
export const TE_MESSAGE_TEXTS: MessageTextTranslations = {
  'You can change your handle once every {days} days. You can change it again on {date}.':
    'మీ హ్యాండిల్‌ను {days} రోజులకు ఒకసారి మాత్రమే మార్చగలరు. {date} న మళ్లీ మార్చవచ్చు.',
  'Your complaint {number} is filed. We have mailed you an acknowledgement.': 'మీ ఫిర్యాదు {number} నమోదైంది. మీకు రసీదు మెయిల్ పంపాము.',
  'Your complaint {number} is filed. Keep this number: our mail to you could not be sent yet.':
    'మీ ఫిర్యాదు {number} నమోదైంది. ఈ నంబర్ దాచుకోండి: మా మెయిల్ మీకు ఇంకా పంపలేకపోయాము.',
  'New accounts can post {count} ad a day in their first {days} days. Please try again tomorrow.':
    'కొత్త ఖాతాలు మొదటి {days} రోజుల్లో రోజుకు {count} ప్రకటన మాత్రమే పెట్టగలవు. దయచేసి రేపు మళ్లీ ప్రయత్నించండి.',
  'New accounts can post {count} ads a day in their first {days} days. Please try again tomorrow.':
    'కొత్త ఖాతాలు మొదటి {days} రోజుల్లో రోజుకు {count} ప్రకటనలు మాత్రమే పెట్టగలవు. దయచేసి రేపు మళ్లీ ప్రయత్నించండి.',
  'You have seen {count} sellers’ numbers today. Send a message instead, or try again tomorrow.':
    'ఈ రోజు మీరు {count} మంది అమ్మకందారుల నంబర్లు చూశారు. బదులుగా సందేశం పంపండి, లేదా రేపు మళ్లీ ప్రయత్నించండి.',
  'You already have {free} live, the most at a time. Your next free ad is possible on {date}, when one ends, or sooner if you mark one as sold or delete it. To publish now, choose a paid plan.':
    'మీకు ఇప్పటికే {free} లైవ్‌లో ఉన్నాయి, ఒకేసారి ఉండగలిగినన్ని. ఒకటి ముగిసినప్పుడు {date} న మీ తదుపరి ఉచిత ప్రకటన పెట్టవచ్చు; ఒకదాన్ని అమ్ముడైనట్లు గుర్తిస్తే లేదా తొలగిస్తే ఇంకా ముందే. ఇప్పుడే ప్రచురించాలంటే చెల్లింపు ప్లాన్ ఎంచుకోండి.',
  'You already have {free} live, the most at a time. Your next free ad is possible if you mark one as sold or delete it. To publish now, choose a paid plan.':
    'మీకు ఇప్పటికే {free} లైవ్‌లో ఉన్నాయి, ఒకేసారి ఉండగలిగినన్ని. ఒకదాన్ని అమ్ముడైనట్లు గుర్తిస్తే లేదా తొలగిస్తే మీ తదుపరి ఉచిత ప్రకటన పెట్టవచ్చు. ఇప్పుడే ప్రచురించాలంటే చెల్లింపు ప్లాన్ ఎంచుకోండి.',
  'You have used your {free} for the last {days} days. Your next free ad is possible on {date}. To publish now, choose a paid plan.':
    'గత {days} రోజుల {free} మీరు వాడేశారు. మీ తదుపరి ఉచిత ప్రకటన {date} న పెట్టవచ్చు. ఇప్పుడే ప్రచురించాలంటే చెల్లింపు ప్లాన్ ఎంచుకోండి.',
  'You have used your {free} for the last {days} days. To publish now, choose a paid plan.':
    'గత {days} రోజుల {free} మీరు వాడేశారు. ఇప్పుడే ప్రచురించాలంటే చెల్లింపు ప్లాన్ ఎంచుకోండి.',
  '{count} free ads': '{count} ఉచిత ప్రకటనలు',
  'Payment status unknown. Status: {status}': 'చెల్లింపు స్థితి తెలియదు. స్థితి: {status}',
  'Please wait before requesting another OTP. ({seconds} s)': 'మరో OTP అడిగే ముందు కొద్దిసేపు ఆగండి. ({seconds} సె)',
  'Owner name updated on {count} ad(s)': '{count} ప్రకటన(ల)లో యజమాని పేరు మార్చబడింది',
  'Some files are too large. Maximum size allowed is 50MB. Large files: {name}': 'కొన్ని ఫైళ్లు చాలా పెద్దవి. గరిష్ఠ పరిమాణం 50MB. పెద్ద ఫైళ్లు: {name}',
  'Search at most {max} characters': 'గరిష్ఠంగా {max} అక్షరాలతో వెతకండి',
  '{field} must be at most {max} characters': '{field} గరిష్ఠంగా {max} అక్షరాలు ఉండవచ్చు',
  '{field} must be a list': '{field} ఒక జాబితా అయి ఉండాలి',
  '{field} must be a number': '{field} ఒక సంఖ్య అయి ఉండాలి',
  '{field} must be a whole number': '{field} పూర్ణ సంఖ్య అయి ఉండాలి',
  '{field} must be positive': '{field} సున్నా కంటే ఎక్కువ ఉండాలి',
  '{field} is too large': '{field} చాలా పెద్దది',
  '1 free ad': '1 ఉచిత ప్రకటన',
  'not provided': 'ఇవ్వలేదు',
  Title: 'శీర్షిక',
  Description: 'వివరణ',
  Name: 'పేరు',
  Bio: 'పరిచయం',
  Images: 'ఫోటోలు',
  Features: 'ప్రత్యేకతలు',
  Amenities: 'సౌకర్యాలు',
  Price: 'ధర',
  'Email is required': 'ఈమెయిల్ అవసరం',
  'Please enter a valid email address': 'దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి',
  'Password is required': 'పాస్‌వర్డ్ అవసరం',
  'Password must be at most 128 characters': 'పాస్‌వర్డ్ గరిష్ఠంగా 128 అక్షరాలు ఉండవచ్చు',
  'Please confirm your password': 'దయచేసి మీ పాస్‌వర్డ్‌ను నిర్ధారించండి',
  'Name is required': 'పేరు అవసరం',
  'Full name is required': 'పూర్తి పేరు అవసరం',
  'Please enter a valid 10-digit WhatsApp number': 'దయచేసి సరైన 10 అంకెల WhatsApp నంబర్ ఇవ్వండి',
  'Please choose Nagaram, ECIL or Dammaiguda': 'దయచేసి నాగారం, ECIL లేదా దమ్మాయిగూడ ఎంచుకోండి',
  'Please choose a subject from the list': 'దయచేసి జాబితా నుండి ఒక విషయం ఎంచుకోండి',
  'Message must be at most 5000 characters': 'సందేశం గరిష్ఠంగా 5000 అక్షరాలు ఉండవచ్చు',
  'Price must be a number': 'ధర ఒక సంఖ్య అయి ఉండాలి',
  'Price cannot be negative': 'ధర సున్నా కంటే తక్కువ ఉండకూడదు',
  'Price is too large': 'ధర చాలా ఎక్కువగా ఉంది',
  'Price must be in whole rupees': 'ధర పూర్తి రూపాయల్లో ఉండాలి',
  'Enter the amount you offer in rupees': 'మీరు ఇచ్చే మొత్తాన్ని రూపాయల్లో ఇవ్వండి',
  'Enter the amount in whole rupees': 'మొత్తాన్ని పూర్తి రూపాయల్లో ఇవ్వండి',
  'That amount is too large': 'ఆ మొత్తం చాలా ఎక్కువ',
  'Each image must be an uploaded image id or a data: URL': 'ప్రతి ఫోటో అప్‌లోడ్ చేసిన ఫోటో ID లేదా data: URL అయి ఉండాలి',
  'A handle is 3 to 30 lower-case letters, digits or dashes, starting and ending with a letter or digit':
    'హ్యాండిల్ 3 నుండి 30 చిన్న ఆంగ్ల అక్షరాలు, అంకెలు లేదా డాష్‌లు; మొదలు, చివర అక్షరం లేదా అంకె ఉండాలి',
  'Invalid request': 'అభ్యర్థన సరైనది కాదు',
  'You can only see your own ads': 'మీరు మీ సొంత ప్రకటనలను మాత్రమే చూడగలరు',
  'Send the image as multipart/form-data with one file': 'ఫోటోను ఒకే ఫైల్‌గా multipart/form-data లో పంపండి',
  'No image was sent': 'ఏ ఫోటో పంపలేదు',
  'An image in this ad was not found among your uploads. Please upload it again.':
    'ఈ ప్రకటనలోని ఒక ఫోటో మీ అప్‌లోడ్‌లలో కనబడలేదు. దయచేసి మళ్లీ అప్‌లోడ్ చేయండి.',
  'Signed out': 'సైన్ అవుట్ అయ్యారు',
  'Too many reset requests for this email. Please try again in an hour.': 'ఈ ఈమెయిల్‌కు చాలా రీసెట్ అభ్యర్థనలు వచ్చాయి. దయచేసి గంట తర్వాత మళ్లీ ప్రయత్నించండి.',
  'Profile updated successfully!': 'ప్రొఫైల్ అప్‌డేట్ అయింది!',
  'OTP sent to your phone number': 'మీ ఫోన్ నంబర్‌కు OTP పంపాము',
  'Phone number verified successfully!': 'ఫోన్ నంబర్ నిర్ధారించబడింది!',
  'Too many OTP requests. Please try again in an hour.': 'చాలా OTP అభ్యర్థనలు. దయచేసి గంట తర్వాత మళ్లీ ప్రయత్నించండి.',
  'Too many payment attempts. Please wait a few minutes and try again.': 'చాలాసార్లు చెల్లించడానికి ప్రయత్నించారు. కొన్ని నిమిషాలు ఆగి మళ్లీ ప్రయత్నించండి.',
  'Too many attempts to publish. Please wait a few minutes and try again.': 'చాలాసార్లు ప్రచురించడానికి ప్రయత్నించారు. కొన్ని నిమిషాలు ఆగి మళ్లీ ప్రయత్నించండి.',
  'The request body is not valid JSON': 'అభ్యర్థనలోని JSON సరైనది కాదు',
  'The request body is too large': 'అభ్యర్థన చాలా పెద్దది',
  'Unsupported content type': 'ఈ రకమైన కంటెంట్‌ను అంగీకరించము',
};
