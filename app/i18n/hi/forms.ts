// Hindi messages of the "forms" namespace: every key of ../en/forms.ts, written for Indian readers.
import type en from "../en/forms.ts";

export default {
  "forms.sending": "भेजा जा रहा है…",
  "forms.outbox.queued":
    "अभी हम अपने सर्वर तक नहीं पहुँच पा रहे हैं। आपकी भरी जानकारी इस डिवाइस पर सहेज ली गई है और जैसे ही संभव होगा, अपने-आप भेज दी जाएगी: आपको इसे दोबारा भेजने की ज़रूरत नहीं है।",
  "forms.honeypot": "वेबसाइट",
  "forms.mobile": "मोबाइल नंबर",
  "forms.reference": "रेफ़रेंस नंबर",
  "forms.slot.08:00-11:00": "सुबह 8 – 11 बजे",
  "forms.slot.11:00-14:00": "सुबह 11 – दोपहर 2 बजे",
  "forms.slot.14:00-17:00": "दोपहर 2 – शाम 5 बजे",
  "forms.slot.17:00-19:00": "शाम 5 – 7 बजे",

  "forms.callback.heading": "कॉल बैक का अनुरोध करें",
  "forms.callback.headingBank": "{bank} के बारे में कॉल बैक का अनुरोध करें",
  "forms.callback.intro":
    "सुबह 8 से शाम 7 बजे (IST) के बीच, आपके चुने हुए समय पर हमारे लोन सलाहकार आपको कॉल करेंगे।",
  "forms.callback.name": "नाम",
  "forms.callback.city": "शहर",
  "forms.callback.slot": "कॉल के लिए सही समय (IST)",
  "forms.callback.chooseSlot": "समय चुनें",
  "forms.callback.consent":
    "मैं सहमत हूँ कि होम लोन के बारे में मुझे इस नंबर पर कॉल किया जाए, और मैं <0>निजता सूचना</0> से सहमत हूँ।",
  "forms.callback.submit": "कॉल बैक का अनुरोध करें",
  "forms.callback.done": "कॉल बैक का अनुरोध मिल गया",
  "forms.callback.yourReference": "आपका रेफ़रेंस नंबर:",
  "forms.callback.trackHint": "इस रेफ़रेंस नंबर और अपने मोबाइल नंबर से <0>अपने अनुरोध की स्थिति देखें</0>।",
  "forms.callback.pageTitle": "कॉल बैक का अनुरोध करें | GharSetu",

  "forms.otp.intro":
    "वैकल्पिक: SMS से आए कोड से अपना मोबाइल नंबर वेरिफ़ाई करें, ताकि हमें पता रहे कि नंबर आपका ही है।",
  "forms.otp.send": "कोड भेजें",
  "forms.otp.resend": "कोड दोबारा भेजें",
  "forms.otp.code": "SMS में आया कोड",
  "forms.otp.verify": "वेरिफ़ाई करें",
  "forms.otp.sent": "हमने SMS से 6 अंकों का कोड भेजा है। यह 10 मिनट तक मान्य है।",
  "forms.otp.verified": "मोबाइल नंबर वेरिफ़ाई हो गया।",
  "forms.otp.offlineSend": "लगता है आप ऑफ़लाइन हैं। आप बिना वेरिफ़ाई किए भी फ़ॉर्म भेज सकते हैं।",
  "forms.otp.offline": "लगता है आप ऑफ़लाइन हैं।",
  "forms.otp.sendFailed": "हम कोड नहीं भेज सके।",
  "forms.otp.wrong": "यह कोड गलत है या इसकी समय-सीमा खत्म हो चुकी है।",

  "forms.contact.heading": "हमसे संपर्क करें",
  "forms.contact.intro":
    "आप जैसा घर लेना चाहते हैं, उसके बारे में हमें बताइए। हमारे लोन सलाहकार 24 घंटे के भीतर आपसे संपर्क करेंगे।",
  "forms.contact.phone": "फ़ोन",
  "forms.contact.email": "ईमेल",
  "forms.contact.office": "ऑफ़िस",
  "forms.contact.hours": "कामकाज का समय",
  "forms.contact.formHeading": "हमें संदेश भेजें",
  "forms.contact.firstName": "पहला नाम",
  "forms.contact.lastName": "उपनाम",
  "forms.contact.required": "(ज़रूरी)",
  "forms.contact.message": "होम लोन में हम आपकी क्या मदद कर सकते हैं?",
  "forms.contact.consent":
    "मैं सहमत हूँ कि {siteName} इस पूछताछ के बारे में मुझसे फ़ोन, SMS या WhatsApp पर संपर्क कर सकता है, और मैंने <0>निजता सूचना</0> पढ़ ली है।",
  "forms.contact.theTeam": "टीम",
  "forms.contact.submit": "संदेश भेजें",

  "forms.track.title": "अपनी पूछताछ की स्थिति देखें",
  "forms.track.intro":
    "हमारा दिया हुआ रेफ़रेंस नंबर (यह GS-7K2M9QX4 जैसा दिखता है) और वही मोबाइल नंबर डालें जो आपने हमें दिया था।",
  "forms.track.submit": "स्थिति देखें",
  "forms.track.callback": "आपका कॉल बैक अनुरोध",
  "forms.track.application": "आपका आवेदन",
  "forms.track.helloCallback": "नमस्ते {name}: आपका कॉल बैक अनुरोध",
  "forms.track.helloApplication": "नमस्ते {name}: आपका आवेदन",
  "forms.track.status": "स्थिति",
  "forms.track.bank": "बैंक",
  "forms.track.history": "अब तक क्या हुआ",
  "forms.track.metaTitle": "अपनी पूछताछ की स्थिति देखें | GharSetu",
  "forms.track.metaDescription": "रेफ़रेंस नंबर से अपनी होम लोन पूछताछ की ताज़ा स्थिति देखें।",
  "forms.status.new": "मिल गया",
  "forms.status.contacted": "संपर्क किया गया",
  "forms.status.converted": "आगे बढ़ा दिया गया",
  "forms.status.closed": "बंद",

  "forms.withdraw.submit": "सहमति वापस लें",
  "forms.withdraw.done": "{message} (रेफ़रेंस नंबर <0>{reference}</0>।)",
} satisfies Record<keyof typeof en, string>;
