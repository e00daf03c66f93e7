import type en from "../en/errors-my-loan.ts";

// Hindi messages of the "errors-my-loan" namespace (see app/i18n/README.md).
export default {
  "errors-my-loan.bank": "अपना बैंक चुनें।",
  "errors-my-loan.lenderName": "अपने बैंक या कंपनी का नाम लिखें (ज़्यादा से ज़्यादा 100 अक्षर)।",
  "errors-my-loan.rateType": "चुनें कि आपका रेट कैसे तय होता है: रेपो रेट से जुड़ा या कोई और।",
  "errors-my-loan.currentRate": "अपना आज का रेट 1% से 20% के बीच लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक।",
  "errors-my-loan.lastReset": "पिछले रीसेट की तारीख़ लिखें।",
  "errors-my-loan.resetEvery": "चुनें कि आपका रेट कितने महीने में रीसेट होता है: 3, 6 या 12।",
  "errors-my-loan.outstanding": "बकाया रक़म ₹1,00,000 से ₹10,00,00,000 के बीच, पूरे रुपयों में लिखें।",
  "errors-my-loan.remainingMonths": "बाक़ी महीने 1 से 360 के बीच लिखें।",
  "errors-my-loan.emi": "अपनी EMI पूरे रुपयों में लिखें, या ख़ाली छोड़ दें।",
  "errors-my-loan.consent": "कृपया सहमति दें कि हम यह लोन रखें और इसके बारे में आपको मैसेज भेजें।",
  "errors-my-loan.notFound": "लोन नहीं मिला।",
  "errors-my-loan.noMobile":
    "आपके अकाउंट में मोबाइल नंबर नहीं है: अपना लोन 'मेरा लोन' पेज पर सेव करें, जहाँ नंबर SMS से वेरिफ़ाई होता है।",
  "errors-my-loan.unknown": "यह काम समझ नहीं आया।",
} satisfies Record<keyof typeof en, string>;
