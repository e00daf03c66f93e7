// Hindi messages of the "errors-loan-file" namespace: every key of ../en/errors-loan-file.ts.
import type en from "../en/errors-loan-file.ts";

export default {
  "errors-loan-file.expired":
    "आपका वेरिफ़िकेशन पुराना हो गया है या किसी दूसरे नंबर का है। अपना मोबाइल नंबर फिर से वेरिफ़ाई करें।",
  "errors-loan-file.notWaiting": "यह बैंक अब आपके फ़ैसले का इंतज़ार नहीं कर रहा है।",
  "errors-loan-file.notOwner": "यह बैंक आवेदन नहीं मिला।",
  "errors-loan-file.decision": "मंज़ूरी दें या मना करें में से एक चुनें।",
} satisfies Record<keyof typeof en, string>;
