// Hindi messages of the "errors-loan-file" namespace: every key of ../en/errors-loan-file.ts.
import type en from "../en/errors-loan-file.ts";

export default {
  "errors-loan-file.expired":
    "आपका वेरिफ़िकेशन पुराना हो गया है या किसी दूसरे नंबर का है। अपना मोबाइल नंबर फिर से वेरिफ़ाई करें।",
  "errors-loan-file.notWaiting": "यह बैंक अब आपके फ़ैसले का इंतज़ार नहीं कर रहा है।",
  "errors-loan-file.notOwner": "यह बैंक आवेदन नहीं मिला।",
  "errors-loan-file.decision": "मंज़ूरी दें या मना करें में से एक चुनें।",
  "errors-loan-file.docType": "PDF, JPEG या PNG फ़ाइल अपलोड करें।",
  "errors-loan-file.docSize": "फ़ाइल 10 MB से बड़ी है।",
  "errors-loan-file.docNoFile": "अपलोड करने के लिए एक फ़ाइल चुनें।",
  "errors-loan-file.docMultipart": "फ़ाइल अपलोड नहीं हो सकी। फिर से कोशिश करें।",
  "errors-loan-file.docOneFile": "एक बार में एक फ़ाइल अपलोड करें।",
  "errors-loan-file.docUnknown": "चेकलिस्ट में ऐसा कोई दस्तावेज़ नहीं है।",
  "errors-loan-file.docNotInChecklist": "यह दस्तावेज़ इस आवेदन की चेकलिस्ट में नहीं है।",
  "errors-loan-file.leadNotFound": "आवेदन नहीं मिला।",
  "errors-loan-file.consentWithdrawn":
    "सहमति वापस ले ली गई है: इस आवेदन की फ़ाइल किसी बैंक को नहीं भेजी जा सकती।",
  "errors-loan-file.formFailed": "फ़ॉर्म पूरा नहीं हो सका। फिर से कोशिश करें।",
} satisfies Record<keyof typeof en, string>;
