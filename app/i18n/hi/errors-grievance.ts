import type en from "../en/errors-grievance.ts";

// Hindi messages of the "errors-grievance" namespace (see app/i18n/README.md).
export default {
  "errors-grievance.textRequired": "कृपया बताएँ कि क्या गड़बड़ हुई।",
  "errors-grievance.textLength": "आपकी शिकायत ज़्यादा से ज़्यादा 4000 अक्षरों की हो सकती है।",
  "errors-grievance.consent": "कृपया निजता सूचना से सहमति दें, ताकि हम आपकी शिकायत की जाँच कर सकें।",
  "errors-grievance.thanks":
    "आपकी शिकायत हमें मिल गई है। शिकायत नंबर संभालकर रखें: शिकायत अधिकारी 30 दिनों के अंदर जवाब देंगे।",
  "errors-grievance.limit": "कम समय में बहुत ज़्यादा शिकायतें भेजी गईं। कृपया कुछ मिनट बाद फिर कोशिश करें।",
} satisfies Record<keyof typeof en, string>;
