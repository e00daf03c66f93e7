import type en from "../en/grievance.ts";

// Hindi messages of the "grievance" namespace (see app/i18n/README.md).
export default {
  "grievance.title": "शिकायत निवारण",
  "grievance.pageTitle": "शिकायत निवारण",
  "grievance.intro":
    "अगर आपकी पूछताछ, आपके डेटा या जिस बैंक को हमने आपकी फ़ाइल भेजी, उसमें कुछ गड़बड़ हुई है, तो हमारे शिकायत अधिकारी को बताएँ। आपको तुरंत एक शिकायत नंबर मिलेगा, ई-मेल पर पावती मिलेगी और 30 दिनों के अंदर जवाब मिलेगा।",
  "grievance.officer.heading": "शिकायत अधिकारी",
  "grievance.officer.role": "शिकायत अधिकारी, {siteName}",
  "grievance.officer.email": "ई-मेल:",
  "grievance.officer.phone": "फ़ोन:",
  "grievance.rbi.heading": "अगर 30 दिनों में समाधान न हो",
  "grievance.rbi.body":
    "अगर 30 दिनों के अंदर आपकी शिकायत का समाधान नहीं होता, या आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय रिज़र्व बैंक (RBI) के शिकायत पोर्टल <0>cms.rbi.org.in</0> पर शिकायत कर सकते हैं।",
  "grievance.form.heading": "शिकायत भेजें",
  "grievance.form.reference": "आपकी पूछताछ का रेफ़रेंस नंबर (ज़रूरी नहीं)",
  "grievance.form.referenceHint": "जिस पूछताछ के बारे में शिकायत है, उसका GS-… रेफ़रेंस नंबर, अगर हो।",
  "grievance.form.phone": "मोबाइल नंबर",
  "grievance.form.email": "ई-मेल (ज़रूरी नहीं)",
  "grievance.form.emailHint":
    "पावती हम यहाँ भेजेंगे। ई-मेल न दें, तो उस पूछताछ के ई-मेल पर भेजेंगे जिसका रेफ़रेंस आपने दिया है, अगर मोबाइल नंबर उसी पूछताछ का है।",
  "grievance.form.text": "क्या गड़बड़ हुई?",
  "grievance.form.consent":
    "मैं सहमत हूँ कि {siteName} मेरी शिकायत की जाँच के लिए इन जानकारियों का इस्तेमाल करे, जैसा <0>निजता सूचना</0> में बताया गया है।",
  "grievance.form.submit": "शिकायत भेजें",
  "grievance.form.sending": "भेजा जा रहा है…",
  "grievance.form.honeypot": "इस फ़ील्ड को ख़ाली छोड़ें",
  "grievance.form.queued":
    "इस डिवाइस पर सेव हो गई है। हमारे सर्वर से जुड़ते ही हम आपकी शिकायत भेज देंगे; यह पेज खुला रखें या बाद में लौटें।",
  "grievance.done.heading": "शिकायत मिल गई",
  "grievance.done.reference": "आपका शिकायत नंबर:",
  "grievance.done.keep":
    "शिकायत अधिकारी से बात करते समय यही नंबर बताएँ। अगर 30 दिनों में समाधान न हो, तो आप RBI के शिकायत पोर्टल पर जा सकते हैं।",
} satisfies Record<keyof typeof en, string>;
