import type en from "../en/my-loan.ts";

// Hindi messages of the "my-loan" namespace (see app/i18n/README.md).
export default {
  "my-loan.title": "मेरा लोन: अगला रीसेट आपकी EMI पर क्या असर डालेगा",
  "my-loan.intro":
    "ज़्यादातर होम लोन RBI के रेपो रेट से जुड़े होते हैं। अपना लोन सेव करें: अगले रीसेट से पहले हम बताएँगे कि रेपो रेट के हर बदलाव से आपकी EMI या अवधि पर क्या असर होगा, और कब लोन दूसरे बैंक में ले जाना फ़ायदेमंद होगा।",

  "my-loan.verify.heading": "आपका मोबाइल नंबर",
  "my-loan.verify.intro":
    "आपके सेव किए लोन आपके मोबाइल नंबर के साथ रखे जाते हैं। नंबर आपका ही है, यह जाँचने के लिए हम SMS से 6 अंकों का कोड भेजते हैं।",
  "my-loan.verify.verified": "मोबाइल नंबर {phone} वेरिफ़ाई हो गया।",
  "my-loan.verify.refresh": "मेरे लोन फिर से दिखाएँ",
  "my-loan.verify.change": "दूसरा नंबर इस्तेमाल करें",
  "my-loan.verify.expiry": "यह वेरिफ़िकेशन 30 मिनट तक चलता है। उसके बाद नंबर फिर से वेरिफ़ाई करें।",

  "my-loan.form.heading": "लोन सेव करें",
  "my-loan.form.bank": "आपका बैंक",
  "my-loan.form.chooseBank": "अपना बैंक चुनें",
  "my-loan.form.otherBank": "कोई और बैंक या कंपनी",
  "my-loan.form.lenderName": "बैंक या कंपनी का नाम (दूसरे बैंक के लिए)",
  "my-loan.form.rateType": "आपका रेट कैसे तय होता है",
  "my-loan.form.rateType.repo": "RBI रेपो रेट से जुड़ा",
  "my-loan.form.rateType.other": "कोई और (MCLR, बेस रेट या फ़िक्स्ड)",
  "my-loan.form.currentRate": "आज आपका रेट (% सालाना)",
  "my-loan.form.lastReset": "पिछले रीसेट की तारीख़ (रेपो से जुड़े लोन)",
  "my-loan.form.lastResetHint": "यह आपके बैंक के पत्र या स्टेटमेंट में लिखी होती है। YYYY-MM-DD.",
  "my-loan.form.resetEvery": "आपका रेट हर इतने महीने में रीसेट होता है (रेपो से जुड़े लोन)",
  "my-loan.form.chooseReset": "चुनें",
  "my-loan.form.months": "{months} महीने",
  "my-loan.form.outstanding": "बकाया रक़म (₹)",
  "my-loan.form.outstandingHint": "₹1,00,000 से ₹10,00,00,000 तक। 3000000 या 30,00,000 लिखें।",
  "my-loan.form.remainingMonths": "बाक़ी महीने",
  "my-loan.form.emi": "आपकी EMI (₹, ज़रूरी नहीं)",
  "my-loan.form.emiHint": "ख़ाली छोड़ दें, तो हम ऊपर के आँकड़ों से निकाल लेंगे।",
  "my-loan.form.email": "ई-मेल (ज़रूरी नहीं)",
  "my-loan.form.emailHint": "हम यहाँ भी लिखेंगे। SMS सुबह 9 से रात 9 बजे के बीच ही आते हैं।",
  "my-loan.form.consent":
    "मैं सहमत हूँ कि GharSetu यह लोन मेरे मोबाइल नंबर के साथ रखे और इसके बारे में मुझे मैसेज भेजे, जैसा <0>प्राइवेसी नोटिस</0> में लिखा है। मैं इसे कभी भी डिलीट कर सकता/सकती हूँ।",
  "my-loan.form.submit": "मेरा लोन सेव करें",
  "my-loan.form.fix": "नीचे बताए जवाब एक बार जाँच लें।",
  "my-loan.saved": "आपका लोन सेव हो गया। उसका अनुमान नीचे है।",
  "my-loan.deleted": "लोन डिलीट हो गया। हम इसका कुछ नहीं रखते और इसके बारे में आगे कुछ नहीं भेजेंगे।",

  "my-loan.list.heading": "आपके सेव किए लोन",
  "my-loan.list.empty": "इस मोबाइल नंबर से अभी कोई लोन सेव नहीं है।",
  "my-loan.loan.heading": "{bank}: {amount} बकाया",
  "my-loan.loan.saved": "{day} को सेव किया",
  "my-loan.fact.currentRate": "आज का रेट",
  "my-loan.fact.emi": "EMI",
  "my-loan.fact.remaining": "बाक़ी महीने",
  "my-loan.fact.spread": "रेपो रेट के ऊपर आपका स्प्रेड",
  "my-loan.fact.repoNow": "अभी रेपो रेट",
  "my-loan.fact.repoNowValue": "{rate} ({day} से)",
  "my-loan.fact.nextReset": "अगला रीसेट",
  "my-loan.fact.rateAtReset": "अगले रीसेट पर आपका रेट",
  "my-loan.fact.change": "बदलाव",
  "my-loan.other":
    "आपका रेट रेपो रेट से नहीं जुड़ा है, इसलिए हम नहीं बता सकते कि अगला रीसेट क्या लाएगा। नीचे: लोन दूसरे बैंक में ले जाने से कितनी बचत होगी।",
  "my-loan.choices.heading": "अगले रीसेट पर आप चुन सकते हैं",
  "my-loan.choices.keepTenure": "अवधि वही रखें",
  "my-loan.choices.keepTenureText": "{months} महीने तक EMI {emi}; कुल ब्याज {interest}।",
  "my-loan.choices.keepEmi": "EMI वही रखें",
  "my-loan.choices.keepEmiText": "{months} महीने तक EMI {emi}; कुल ब्याज {interest}।",
  "my-loan.choices.emiBelowInterest":
    "नए रेट पर आपकी EMI ब्याज भी पूरा नहीं करती, इसलिए इसी EMI से लोन कभी नहीं चुकेगा। आपका बैंक EMI बढ़ाएगा: उनसे पूछें, या लोन दूसरे बैंक में ले जाने के बारे में हमसे पूछें।",
  "my-loan.transfers.heading": "लोन दूसरे बैंक में ले जाना",
  "my-loan.transfers.none": "आज किसी पार्टनर बैंक के रेट पर फ़ीस के बाद बचत नहीं होती।",
  "my-loan.transfers.caption": "जिन बैंकों में बैलेंस ट्रांसफ़र फ़ायदेमंद है",
  "my-loan.transfers.bank": "बैंक",
  "my-loan.transfers.rate": "रेट",
  "my-loan.transfers.emi": "नई EMI",
  "my-loan.transfers.saving": "फ़ीस के बाद बचत",
  "my-loan.transfers.breakEven": "ख़र्च कब तक वसूल",
  "my-loan.transfers.breakEvenMonths": "{months} महीने",
  "my-loan.delete": "यह लोन डिलीट करें",
  "my-loan.deleteLabel": "{bank} वाला लोन डिलीट करें",

  "my-loan.ask.heading": "यह लोन दूसरे बैंक में ले जाने के बारे में पूछें",
  "my-loan.ask.intro":
    "लोन सलाहकार इस लोन के बारे में आपको आपके चुने समय पर, सुबह 8 से शाम 7 बजे (IST) के बीच कॉल करेगा।",
  "my-loan.ask.submit": "यह लोन ले जाने के बारे में पूछें",
  "my-loan.ask.done": "हम इस लोन के बारे में आपको कॉल करेंगे। आपका रेफ़रेंस: {reference}",

  "my-loan.account.heading": "मेरा लोन",
  "my-loan.account.intro":
    "आपके मोबाइल नंबर {phone} से सेव किए लोन, यहाँ या <0>मेरा लोन</0> पेज पर: अगला रीसेट हर लोन पर क्या असर डालेगा, और कब उसे दूसरे बैंक में ले जाना फ़ायदेमंद होगा।",
  "my-loan.account.noMobile":
    "आपके अकाउंट में मोबाइल नंबर नहीं है, इसलिए आपके सेव किए लोन <0>मेरा लोन</0> पेज पर हैं, जहाँ नंबर SMS से वेरिफ़ाई होता है।",

  "my-loan.chart.balance.title": "बकाया रक़म, महीने-दर-महीने",
  "my-loan.chart.balance.desc":
    "आज {amount}, {rate} पर: अवधि वही रखने पर लोन {tenureMonths} महीनों में चुकेगा; EMI वही रखने पर {emiMonths} महीनों में।",
  "my-loan.chart.balance.descOne": "आज {amount}, {rate} पर, {tenureMonths} महीनों में चुकेगा।",
  "my-loan.chart.keepTenure": "अवधि वही रखें",
  "my-loan.chart.keepEmi": "EMI वही रखें",
  "my-loan.chart.month": "महीना",
  "my-loan.chart.figures": "इस चार्ट के आँकड़े",
  "my-loan.chart.year": "साल {year} के बाद",
  "my-loan.chart.repo.title": "समय के साथ RBI रेपो रेट",
  "my-loan.chart.repo.desc": "{first} से {last} तक {count} बदलाव: {firstRate} से {lastRate}।",
  "my-loan.chart.repo.from": "कब से",
  "my-loan.chart.repo.rate": "रेपो रेट",
} satisfies Record<keyof typeof en, string>;
