import type { MessageTextTranslations } from '../../message-texts.ts';

/** Hindi for the templates and validation messages of message-texts.ts; `{name}` places stay as they are. */
export const HI_MESSAGE_TEXTS: MessageTextTranslations = {
  'You can change your handle once every {days} days. You can change it again on {date}.':
    'आप अपना हैंडल {days} दिनों में एक ही बार बदल सकते हैं। आप इसे {date} को फिर से बदल सकते हैं।',
  'Your complaint {number} is filed. We have mailed you an acknowledgement.':
    'आपकी शिकायत {number} दर्ज हो गई है। हमने आपको पावती मेल कर दी है।',
  'Your complaint {number} is filed. Keep this number: our mail to you could not be sent yet.':
    'आपकी शिकायत {number} दर्ज हो गई है। यह नंबर संभालकर रखें: हमारी मेल अभी आपको भेजी नहीं जा सकी।',
  'New accounts can post {count} ad a day in their first {days} days. Please try again tomorrow.':
    'नए खाते अपने पहले {days} दिनों में दिन में {count} विज्ञापन ही डाल सकते हैं। कृपया कल फिर से कोशिश करें।',
  'New accounts can post {count} ads a day in their first {days} days. Please try again tomorrow.':
    'नए खाते अपने पहले {days} दिनों में दिन में {count} विज्ञापन ही डाल सकते हैं। कृपया कल फिर से कोशिश करें।',
  'You have seen {count} sellers’ numbers today. Send a message instead, or try again tomorrow.':
    'आज आप {count} विक्रेताओं के नंबर देख चुके हैं। इसके बजाय संदेश भेजें, या कल फिर से कोशिश करें।',
  'You already have {free} live, the most at a time. Your next free ad is possible on {date}, when one ends, or sooner if you mark one as sold or delete it. To publish now, choose a paid plan.':
    'आपके {free} पहले से चालू हैं, एक समय में इतने ही हो सकते हैं। एक के खत्म होने पर {date} को आपका अगला मुफ़्त विज्ञापन डल सकता है, या उससे पहले अगर आप किसी को बिका हुआ दर्ज करें या हटा दें। अभी प्रकाशित करने के लिए कोई पेड प्लान चुनें।',
  'You already have {free} live, the most at a time. Your next free ad is possible if you mark one as sold or delete it. To publish now, choose a paid plan.':
    'आपके {free} पहले से चालू हैं, एक समय में इतने ही हो सकते हैं। किसी को बिका हुआ दर्ज करने या हटाने पर आपका अगला मुफ़्त विज्ञापन डल सकता है। अभी प्रकाशित करने के लिए कोई पेड प्लान चुनें।',
  'You have used your {free} for the last {days} days. Your next free ad is possible on {date}. To publish now, choose a paid plan.':
    'पिछले {days} दिनों के आपके {free} इस्तेमाल हो चुके हैं। आपका अगला मुफ़्त विज्ञापन {date} को डल सकता है। अभी प्रकाशित करने के लिए कोई पेड प्लान चुनें।',
  'You have used your {free} for the last {days} days. To publish now, choose a paid plan.':
    'पिछले {days} दिनों के आपके {free} इस्तेमाल हो चुके हैं। अभी प्रकाशित करने के लिए कोई पेड प्लान चुनें।',
  '{count} free ads': '{count} मुफ़्त विज्ञापन',
  'Payment status unknown. Status: {status}': 'पेमेंट की स्थिति पता नहीं। स्थिति: {status}',
  'Please wait before requesting another OTP. ({seconds} s)': 'दूसरा OTP मँगाने से पहले थोड़ा रुकें। ({seconds} सेकंड)',
  'Owner name updated on {count} ad(s)': '{count} विज्ञापन(नों) पर मालिक का नाम बदला गया',
  'Some files are too large. Maximum size allowed is 50MB. Large files: {name}':
    'कुछ फ़ाइलें बहुत बड़ी हैं। ज़्यादा से ज़्यादा 50MB की अनुमति है। बड़ी फ़ाइलें: {name}',
  'Search at most {max} characters': 'ज़्यादा से ज़्यादा {max} अक्षरों में खोजें',
  '{field} must be at most {max} characters': '{field} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  '{field} must be a list': '{field} एक सूची होनी चाहिए',
  '{field} must be a number': '{field} एक संख्या होनी चाहिए',
  '{field} must be a whole number': '{field} पूर्ण संख्या होनी चाहिए',
  '{field} must be positive': '{field} शून्य से ज़्यादा होना चाहिए',
  '{field} is too large': '{field} बहुत बड़ा है',
  '1 free ad': '1 मुफ़्त विज्ञापन',
  'not provided': 'नहीं दी गई',
  Title: 'शीर्षक',
  Description: 'विवरण',
  Name: 'नाम',
  Bio: 'परिचय',
  Images: 'फ़ोटो',
  Features: 'खूबियाँ',
  Amenities: 'सुविधाएँ',
  Price: 'कीमत',
  'Email is required': 'ईमेल ज़रूरी है',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password must be at most 128 characters': 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
  'Please confirm your password': 'कृपया अपना पासवर्ड दोबारा डालें',
  'Name is required': 'नाम ज़रूरी है',
  'Full name is required': 'पूरा नाम ज़रूरी है',
  'Please enter a valid 10-digit WhatsApp number': 'कृपया सही 10 अंकों का WhatsApp नंबर डालें',
  'Please choose Nagaram, ECIL or Dammaiguda': 'कृपया नागारम, ECIL या दम्माईगुडा चुनें',
  'Please choose a subject from the list': 'कृपया सूची से एक विषय चुनें',
  'Message must be at most 5000 characters': 'संदेश ज़्यादा से ज़्यादा 5000 अक्षरों का हो सकता है',
  'Price must be a number': 'कीमत एक संख्या होनी चाहिए',
  'Price cannot be negative': 'कीमत शून्य से कम नहीं हो सकती',
  'Price is too large': 'कीमत बहुत ज़्यादा है',
  'Price must be in whole rupees': 'कीमत पूरे रुपयों में होनी चाहिए',
  'Enter the amount you offer in rupees': 'आप जो रकम दे रहे हैं, वह रुपयों में डालें',
  'Enter the amount in whole rupees': 'रकम पूरे रुपयों में डालें',
  'That amount is too large': 'यह रकम बहुत ज़्यादा है',
  'Each image must be an uploaded image id or a data: URL': 'हर फ़ोटो अपलोड की गई फ़ोटो की ID या data: URL होनी चाहिए',
  'A handle is 3 to 30 lower-case letters, digits or dashes, starting and ending with a letter or digit':
    'हैंडल में 3 से 30 छोटे अंग्रेज़ी अक्षर, अंक या डैश होते हैं; शुरू और अंत में अक्षर या अंक होना चाहिए',
  'Invalid request': 'अनुरोध सही नहीं है',
  'You can only see your own ads': 'आप सिर्फ़ अपने विज्ञापन देख सकते हैं',
  'Send the image as multipart/form-data with one file': 'फ़ोटो को एक फ़ाइल के रूप में multipart/form-data में भेजें',
  'No image was sent': 'कोई फ़ोटो नहीं भेजी गई',
  'An image in this ad was not found among your uploads. Please upload it again.':
    'इस विज्ञापन की एक फ़ोटो आपके अपलोड में नहीं मिली। कृपया उसे फिर से अपलोड करें।',
  'Signed out': 'साइन आउट हो गए',
  'Too many reset requests for this email. Please try again in an hour.':
    'इस ईमेल के लिए बहुत सारे रीसेट अनुरोध आए हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
  'Profile updated successfully!': 'प्रोफ़ाइल अपडेट हो गई!',
  'OTP sent to your phone number': 'आपके फ़ोन नंबर पर OTP भेज दिया गया',
  'Phone number verified successfully!': 'फ़ोन नंबर की पुष्टि हो गई!',
  'Too many OTP requests. Please try again in an hour.': 'बहुत सारे OTP अनुरोध। कृपया एक घंटे बाद फिर से कोशिश करें।',
  'Too many payment attempts. Please wait a few minutes and try again.': 'पेमेंट की बहुत सारी कोशिशें हुईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'Too many attempts to publish. Please wait a few minutes and try again.':
    'प्रकाशित करने की बहुत सारी कोशिशें हुईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'The request body is not valid JSON': 'अनुरोध का JSON सही नहीं है',
  'The request body is too large': 'अनुरोध बहुत बड़ा है',
  'Unsupported content type': 'इस तरह की सामग्री स्वीकार नहीं की जाती',
};
