import type en from "../en/partners.ts";

// Hindi messages of the "partners" namespace (see app/i18n/README.md).
export default {
  "partners.title": "हमारे पार्टनर और हमें पैसा कैसे मिलता है",
  "partners.intro":
    "{siteName} एक मार्केटप्लेस है, लोन देने वाली संस्था नहीं। ये वे बैंक हैं जिनके साथ हम काम करते हैं, और यह कि हमें क्या और किससे मिलता है।",
  "partners.lenders.heading": "जिन बैंकों के साथ हम काम करते हैं",
  "partners.lenders.none": "फ़िलहाल हम किसी बैंक के साथ काम नहीं कर रहे हैं।",
  "partners.lenders.rate": "अनुमानित दर: {rate}",
  "partners.paid.heading": "{siteName} को पैसा कैसे मिलता है",
  "partners.paid.lender": "जब कोई बैंक हमारे ज़रिए आया लोन डिस्बर्स करता है, तब वह बैंक हमें फ़ीस देता है।",
  "partners.paid.borrower":
    "आप {siteName} को कुछ नहीं देते: न बैंकों की तुलना के लिए, न पात्रता जाँच के लिए, न आपकी फ़ाइल या हमारी मदद के लिए।",
  "partners.paid.fees": "बैंक के अपने चार्ज, जैसे प्रोसेसिंग फ़ीस, बैंक के होते हैं; हर बैंक के पेज पर ये दिए गए हैं।",
  "partners.choose.heading": "आपकी फ़ाइल कौन-से बैंक देखें, यह आप तय करते हैं",
  "partners.choose.body":
    "हम आपकी फ़ाइल सिर्फ़ उन्हीं बैंकों को भेजते हैं जिन्हें आप मंज़ूरी देते हैं, और <0>ट्रैक पेज</0> पर आप देख सकते हैं कि आपकी फ़ाइल किन बैंकों के पास है। आप कभी भी अपनी सहमति वापस ले सकते हैं, जैसा <1>निजता सूचना</1> में बताया गया है।",
  "partners.grievance": "कुछ ठीक नहीं लगा? हमारे <0>शिकायत अधिकारी</0> 30 दिनों के अंदर जवाब देते हैं।",
} satisfies Record<keyof typeof en, string>;
