// Hindi messages of the "errors-forms" namespace: every key of ../en/errors-forms.ts, written for Indian readers.
import type en from "../en/errors-forms.ts";

export default {
  "errors-forms.invalidInput": "यह जानकारी पढ़ी नहीं जा सकी।",
  "errors-forms.invalidCharacter": "इस ख़ाने से ग़लत अक्षर हटाएँ।",
  "errors-forms.clientId":
    "आवेदन की पहचान (client_id) सही नहीं है। कृपया पेज दोबारा खोलकर फिर से जमा करें।",
  "errors-forms.unavailable":
    "अभी हम अपने रिकॉर्ड तक नहीं पहुँच पा रहे हैं, इसलिए कुछ भी सहेजा नहीं गया। कृपया थोड़ी देर में फिर से कोशिश करें।",
  "errors-forms.spam": "फ़ॉर्म स्वीकार नहीं किया गया।",
  "errors-forms.emailRequired": "ईमेल ज़रूरी है।",
  "errors-forms.emailInvalid": "सही ईमेल पता लिखें।",
  "errors-forms.indianMobile": "6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें।",

  "errors-forms.callback.nameRequired": "कृपया अपना नाम डालें।",
  "errors-forms.callback.nameLength": "नाम 100 अक्षरों से ज़्यादा नहीं हो सकता।",
  "errors-forms.callback.cityRequired": "कृपया अपना शहर डालें।",
  "errors-forms.callback.cityLength": "शहर का नाम 60 अक्षरों से ज़्यादा नहीं हो सकता।",
  "errors-forms.callback.slot": "सुबह 8 से शाम 7 बजे के बीच का समय चुनें: 8–11, 11–2, 2–5 या 5–7।",
  "errors-forms.callback.consent": "आगे बढ़ने के लिए कृपया कॉल किए जाने और निजता सूचना से सहमति दें।",
  "errors-forms.callback.bank": "यह बैंक हमारी सूची में नहीं है।",
  "errors-forms.callback.verification":
    "वेरिफ़िकेशन की समय-सीमा खत्म हो गई है। कृपया अपना नंबर फिर से वेरिफ़ाई करें।",
  "errors-forms.callback.thanks":
    "धन्यवाद! आपके चुने हुए समय पर हम आपको कॉल करेंगे। अनुरोध की स्थिति देखने के लिए अपना रेफ़रेंस नंबर संभालकर रखें।",

  "errors-forms.contact.firstNameLength": "पहला नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।",
  "errors-forms.contact.lastNameLength": "उपनाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।",
  "errors-forms.contact.phoneRequired": "मोबाइल नंबर ज़रूरी है।",
  "errors-forms.contact.phoneInvalid": "सही मोबाइल नंबर लिखें।",
  "errors-forms.contact.messageLength": "संदेश 2000 अक्षरों से ज़्यादा नहीं हो सकता।",
  "errors-forms.contact.consent": "आगे बढ़ने के लिए कृपया संपर्क किए जाने और निजता सूचना पर अपनी सहमति दें।",
  "errors-forms.contact.thanks": "धन्यवाद! हम 24 घंटे के भीतर आपसे संपर्क करेंगे।",
  "errors-forms.contact.unavailable":
    "अभी आपका संदेश नहीं भेजा जा सका। कृपया कुछ मिनट बाद फिर से कोशिश करें, या हमें कॉल करें।",

  "errors-forms.otp.wrongOrExpired": "यह कोड गलत है या इसकी समय-सीमा खत्म हो चुकी है।",
  "errors-forms.otp.tooSoon": "नया कोड माँगने से पहले कृपया 30 सेकंड रुकें।",
  "errors-forms.otp.tooMany": "इस नंबर पर बहुत ज़्यादा कोड भेजे जा चुके हैं। कृपया एक घंटे बाद फिर से कोशिश करें।",
  "errors-forms.otp.codeFormat": "हमारा भेजा हुआ 6 अंकों का कोड डालें।",
  "errors-forms.otp.unavailable": "मोबाइल वेरिफ़िकेशन अभी उपलब्ध नहीं है।",
  "errors-forms.otp.sendFailed": "अभी कोड नहीं भेजा जा सका। कृपया थोड़ी देर में फिर से कोशिश करें।",
  "errors-forms.otp.language": "भाषा en या hi होनी चाहिए।",

  "errors-forms.enquiry.reference": "अपना रेफ़रेंस नंबर डालें, जैसे GS-7K2M9QX4।",
  "errors-forms.enquiry.notFound": "इस रेफ़रेंस नंबर और मोबाइल नंबर से कोई पूछताछ नहीं मिली।",
  "errors-forms.enquiry.withdrawn":
    "आपकी सहमति वापस ले ली गई है। हमने आपका नाम और संपर्क जानकारी मिटा दी है और पूछताछ बंद कर दी है; इसके बारे में हम आपसे दोबारा संपर्क नहीं करेंगे।",
  "errors-forms.enquiry.needsCode": "पहले हमारे भेजे गए कोड से अपना मोबाइल नंबर वेरिफ़ाई करें।",
  "errors-forms.account.notWithdrawn": "उस आवेदन के लिए सहमति वापस नहीं ली जा सकी।",

  "errors-forms.auth.nameLength": "नाम 60 अक्षरों से ज़्यादा नहीं हो सकता।",
  "errors-forms.auth.surnameRequired": "उपनाम डालना ज़रूरी है।",
  "errors-forms.auth.surnameLength": "उपनाम 60 अक्षरों से ज़्यादा नहीं हो सकता।",
  "errors-forms.auth.mobileRequired": "मोबाइल नंबर डालना ज़रूरी है।",
  "errors-forms.auth.mobileInvalid": "10 अंकों का सही भारतीय मोबाइल नंबर डालें।",
  "errors-forms.auth.passwordShort": "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।",
  "errors-forms.auth.passwordLong": "पासवर्ड 128 अक्षरों से ज़्यादा नहीं हो सकता।",
  "errors-forms.auth.passwordRequired": "पासवर्ड डालना ज़रूरी है।",
  "errors-forms.auth.dobInvalid": "जन्मतिथि सही तारीख़ होनी चाहिए।",
  "errors-forms.auth.dobUnderage": "आपकी उम्र कम से कम 18 साल होनी चाहिए।",
  "errors-forms.auth.duplicate": "इस ईमेल से पहले ही एक खाता बना हुआ है।",
  "errors-forms.auth.invalidLogin": "ईमेल या पासवर्ड गलत है।",
  "errors-forms.auth.registered": "रजिस्ट्रेशन हो गया!",

  "errors-forms.twoStep.codeRequired": "अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें।",
  "errors-forms.twoStep.codeFormat": "कोड 6 अंकों का होता है, आपके ऑथेंटिकेटर ऐप से।",
  "errors-forms.twoStep.codeWrong":
    "यह कोड सही नहीं है। देखें कि फ़ोन का समय अपने-आप सेट होता हो, और सबसे नया कोड डालें।",
  "errors-forms.twoStep.codeUsed": "यह कोड पहले ही इस्तेमाल हो चुका है। अगले कोड का इंतज़ार करें और उसे डालें।",
  "errors-forms.twoStep.recoveryRequired": "अपना कोई एक रिकवरी कोड डालें।",
  "errors-forms.twoStep.recoveryWrong": "यह रिकवरी कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है।",
  "errors-forms.twoStep.oneOfBoth": "या तो कोड भेजें या रिकवरी कोड, दोनों नहीं।",
  "errors-forms.twoStep.enrolFirst": "पहले दो-चरण साइन-इन चालू करें।",
  "errors-forms.twoStep.codeFirst": "साइन-इन पूरा करने के लिए अपने ऑथेंटिकेटर ऐप का कोड डालें।",
  "errors-forms.twoStep.setupFirst":
    "पहले दो-चरण साइन-इन चालू करना शुरू करें: QR कोड स्कैन करें, फिर उसका पहला कोड डालें।",
  "errors-forms.twoStep.signInFirst": "पहले अपने ईमेल और पासवर्ड से साइन इन करें।",
  "errors-forms.twoStep.teamOnly": "दो-चरण साइन-इन टीम के खातों के लिए है।",
  "errors-forms.twoStep.alreadySignedIn": "आप पहले से साइन इन हैं।",
  "errors-forms.twoStep.alreadyOn": "इस खाते के लिए दो-चरण साइन-इन पहले से चालू है।",
  "errors-forms.twoStep.notOn": "इस खाते के लिए दो-चरण साइन-इन अभी चालू नहीं है।",
  "errors-forms.twoStep.resetSelf":
    "आप अपना दो-चरण साइन-इन खुद रीसेट नहीं कर सकते। किसी दूसरे एडमिन से कहें।",
  "errors-forms.twoStep.notFound": "उपयोगकर्ता नहीं मिला।",

  "errors-forms.limit.general": "बहुत ज़्यादा अनुरोध आ रहे हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।",
  "errors-forms.limit.login":
    "लॉग इन की बहुत ज़्यादा कोशिशें हो गई हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।",
  "errors-forms.limit.register":
    "इस नेटवर्क से बहुत ज़्यादा रजिस्ट्रेशन हो गए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  "errors-forms.limit.contact": "कम समय में बहुत ज़्यादा संदेश आ गए हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "errors-forms.limit.callbacks":
    "कम समय में बहुत ज़्यादा कॉल बैक अनुरोध आ गए हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "errors-forms.limit.otp": "वेरिफ़िकेशन की बहुत ज़्यादा कोशिशें हो गई हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "errors-forms.limit.track":
    "कम समय में बहुत ज़्यादा बार स्थिति देखी गई है। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "errors-forms.limit.withdraw":
    "कम समय में बहुत ज़्यादा अनुरोध आ गए हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
} satisfies Record<keyof typeof en, string>;
