// The Hindi text of the ten seeded banks (docs/product/pages.md "Hindi", migration 010): a
// translation of the English in ./seed-data/banks.ts, written for Indian readers (loan words such
// as EMI, CIBIL, प्रोसेसिंग फ़ीस stay as people use them; amounts keep ₹ and Latin digits).
//
// Idempotent and careful with admins' work, like the rest of the seed: only a bank without any
// Hindi yet is filled (a new database, or the first start after migration 010), and in it only the
// columns whose English still holds the seeded text, so an admin's own Hindi is never overwritten,
// a Hindi field an admin cleared stays cleared, and an English text an admin has rewritten never
// gets a stale translation beside it.
import type { Kysely } from "kysely";
import type { BankSlug } from "../domain/enums.ts";
import type { BankHindiColumns, Database } from "./schema.ts";
import { BANK_SEED } from "./seed-data/banks.ts";
import type { BankSeed } from "./seed-data/types.ts";

/** A bank's Hindi as written here; the description in paragraphs. */
type BankHindi = Pick<
  BankSeed,
  "purpose" | "max_loan" | "tenure" | "eligibility" | "payment_charges" | "processing_fee"
> & { pros: string[]; cons: string[]; description: string[] };

/** The common documents of ./seed-data/banks.ts, by their English text. */
const DOCUMENTS_HI: Record<string, string> = {
  "Completed application form with two recent passport-size photographs":
    "भरा हुआ आवेदन फ़ॉर्म और दो हाल की पासपोर्ट साइज़ फ़ोटो",
  "Identity proof: PAN card (mandatory) and Aadhaar, passport, voter ID or driving licence":
    "पहचान का सबूत: PAN कार्ड (ज़रूरी) और आधार, पासपोर्ट, वोटर ID या ड्राइविंग लाइसेंस",
  "Address proof: Aadhaar, passport, utility bill or registered rent agreement":
    "पते का सबूत: आधार, पासपोर्ट, बिजली-पानी जैसा यूटिलिटी बिल या रजिस्टर्ड किराया एग्रीमेंट",
  "Income proof (salaried): last 3 months' salary slips and the last 2 years' Form 16":
    "आय का सबूत (नौकरीपेशा): पिछले 3 महीने की सैलरी स्लिप और पिछले 2 साल का फ़ॉर्म 16",
  "Income proof (self-employed): ITRs for the last 2–3 years with computation of income, audited financials":
    "आय का सबूत (स्व-रोज़गार): आय की गणना के साथ पिछले 2–3 साल के ITR, ऑडिट किए हुए वित्तीय विवरण",
  "Bank statements for the last 6 months showing salary or business credits":
    "पिछले 6 महीने का बैंक स्टेटमेंट, जिसमें सैलरी या कारोबार की आमदनी दिखे",
  "Property papers: agreement for sale or allotment letter, title documents, approved plan and builder NOC":
    "प्रॉपर्टी के काग़ज़: बिक्री का एग्रीमेंट या अलॉटमेंट लेटर, टाइटल के दस्तावेज़, मंज़ूर नक्शा और बिल्डर की NOC",
  "Proof of own contribution paid to the builder or seller":
    "बिल्डर या विक्रेता को अपनी ओर से चुकाई गई रकम का सबूत",
};

const UP_TO_90 = "प्रॉपर्टी की कीमत का 90% तक (₹30 लाख से ऊपर 75–80%)";
const BY_CAPACITY = `${UP_TO_90}; रकम आपकी चुकाने की क्षमता से तय होती है`;
const NIL_FLOATING = "व्यक्तिगत कर्ज़दारों के फ़्लोटिंग-रेट लोन पर शून्य (RBI)";
const nilFloating = (fixed: string) => `${NIL_FLOATING}; फ़िक्स्ड-रेट लोन पर ${fixed} तक`;
const years = (n: number) => `${n} साल तक`;
const asChecked = (bank: string, rest: string) =>
  `इस पेज पर दिए आँकड़े सांकेतिक हैं, जिन्हें 1 नवंबर 2026 को जाँचा गया था। ${bank} ${rest}`;

const PURPOSE = {
  newOrResale: "नया या रीसेल घर ख़रीदना, निर्माण, घर में सुधार और बैलेंस ट्रांसफ़र",
  houseOrFlat: "मकान या फ़्लैट की ख़रीद या निर्माण, प्लॉट की ख़रीद, विस्तार, मरम्मत और बैलेंस ट्रांसफ़र",
};

export const BANK_HINDI: Record<BankSlug, BankHindi> = {
  sbi: {
    purpose: "मकान या फ़्लैट की ख़रीद या निर्माण, प्लॉट के साथ निर्माण, विस्तार, मरम्मत और बैलेंस ट्रांसफ़र",
    max_loan: BY_CAPACITY,
    tenure: years(30),
    eligibility:
      "18 से 70 साल के भारत में रहने वाले भारतीय और NRI (लोन 70 की उम्र तक पूरा हो); नियमित आमदनी वाले नौकरीपेशा या स्व-रोज़गार; सबसे अच्छी दरों के लिए CIBIL स्कोर 750 या ज़्यादा",
    payment_charges: nilFloating("3%"),
    processing_fee: "लोन की रकम का 0.35%, कम से कम ₹2,000 और ज़्यादा से ज़्यादा ₹10,000, साथ में GST",
    pros: [
      "अच्छे क्रेडिट स्कोर वालों के लिए सबसे कम फ़्लोटिंग दरों में से एक",
      "ज़्यादातर होम लोन स्कीमों में महिला कर्ज़दारों को ब्याज में छूट",
      "कम और सीमित प्रोसेसिंग फ़ीस",
      "छोटे शहरों समेत देश का सबसे बड़ा ब्रांच नेटवर्क",
    ],
    cons: [
      "प्राइवेट बैंकों के मुक़ाबले सैंक्शन में ज़्यादा समय और काग़ज़ी काम",
      "सबसे अच्छी दरें सिर्फ़ ऊँचे CIBIL स्कोर वालों के लिए",
      "सेवा की गुणवत्ता हर ब्रांच में अलग",
    ],
    description: [
      "स्टेट बैंक ऑफ़ इंडिया देश का सबसे बड़ा सरकारी बैंक है और सबसे बड़े होम लोन देने वालों में से एक है। इसकी फ़्लोटिंग होम लोन दरें एक बाहरी बेंचमार्क (RBI रेपो रेट) से जुड़ी हैं, इसलिए रेपो रेट में बदलाव अगली रीसेट पर आपकी EMI या अवधि तक पहुँच जाता है।",
      "SBI नया या रीसेल घर ख़रीदने, अपने प्लॉट पर घर बनाने, घर के विस्तार या मरम्मत और दूसरे बैंक से लोन ट्रांसफ़र कराने के लिए लोन देता है। महिला कर्ज़दारों को आम तौर पर ब्याज में थोड़ी छूट मिलती है, और प्रोसेसिंग फ़ीस कम और सीमित है। आपको मिलने वाली दर मुख्य रूप से आपके क्रेडिट स्कोर और लोन की रकम पर निर्भर करती है।",
      asChecked(
        "SBI",
        "आपकी आमदनी, क्रेडिट हिस्ट्री और प्रॉपर्टी की जाँच के बाद असली दर, लोन की रकम और फ़ीस अपने सैंक्शन लेटर में तय करता है।",
      ),
    ],
  },
  hdfc: {
    purpose: "नया या रीसेल घर ख़रीदना, निर्माण, घर में सुधार, विस्तार और बैलेंस ट्रांसफ़र",
    max_loan: `${UP_TO_90}; कोई तय ऊपरी सीमा नहीं`,
    tenure: years(30),
    eligibility:
      "21 से 65 साल के भारत में रहने वाले भारतीय और NRI; स्थिर आमदनी वाले नौकरीपेशा या स्व-रोज़गार प्रोफ़ेशनल; CIBIL स्कोर 750 या ज़्यादा हो तो बेहतर",
    payment_charges: nilFloating("2%"),
    processing_fee: "लोन की रकम का 0.50% तक या ₹3,000, जो भी ज़्यादा हो, साथ में GST",
    pros: [
      "तेज़, ज़्यादातर डिजिटल सैंक्शन और डिस्बर्समेंट",
      "बड़े शहरों में पहले से मंज़ूर प्रोजेक्ट्स का बड़ा नेटवर्क",
      "NRI और स्व-रोज़गार कर्ज़दारों के साथ काम का लंबा अनुभव",
      "दस्तावेज़ लेने के लिए घर पर सेवा",
    ],
    cons: ["ज़्यादातर सरकारी बैंकों से ज़्यादा प्रोसेसिंग फ़ीस", "कम क्रेडिट स्कोर पर दरें काफ़ी ऊँची"],
    description: [
      "HDFC बैंक ने 2023 में देश की सबसे जानी-मानी हाउसिंग फ़ाइनेंस कंपनी का विलय अपने में किया और अब यह देश के सबसे बड़े होम लोन देने वालों में से एक है। इसकी फ़्लोटिंग दरें एक बाहरी बेंचमार्क के ज़रिए RBI रेपो रेट से जुड़ी हैं।",
      "HDFC बैंक नए और रीसेल घर की ख़रीद, अपने प्लॉट पर निर्माण, रेनोवेशन और विस्तार, और दूसरे बैंकों से बैलेंस ट्रांसफ़र के लिए लोन देता है। बड़े शहरों के कई प्रोजेक्ट बैंक से पहले ही मंज़ूर हैं, जिससे आम तौर पर लीगल और टेक्निकल जाँच का समय घट जाता है।",
      asChecked(
        "HDFC बैंक",
        "आपकी दर आपके क्रेडिट स्कोर, आमदनी और प्रॉपर्टी के आधार पर तय करता है और सैंक्शन लेटर में उसकी पुष्टि करता है।",
      ),
    ],
  },
  icici: {
    purpose: "नया या रीसेल घर ख़रीदना, निर्माण, प्लॉट की ख़रीद, घर में सुधार, विस्तार और बैलेंस ट्रांसफ़र",
    max_loan: `${UP_TO_90}; ₹10 करोड़ तक`,
    tenure: years(30),
    eligibility:
      "21 से 65 साल (नौकरीपेशा) या 25 से 65 साल (स्व-रोज़गार) के भारत में रहने वाले भारतीय और NRI; कम से कम करीब ₹25,000 महीने की आमदनी; CIBIL स्कोर 750 या ज़्यादा हो तो बेहतर",
    payment_charges: nilFloating("4%"),
    processing_fee: "लोन की रकम का 0.50% – 2.00%, कम से कम ₹3,000, साथ में GST",
    pros: [
      "मौजूदा ग्राहकों के लिए ऑनलाइन तुरंत इन-प्रिंसिपल सैंक्शन",
      "तैयार घर के साथ-साथ प्लॉट और ख़ुद के निर्माण के लिए भी लोन",
      "मौजूदा होम लोन पर टॉप-अप लोन की सुविधा",
    ],
    cons: [
      "कुछ प्रोफ़ाइल के लिए प्रोसेसिंग फ़ीस 2% तक",
      "अनियमित आमदनी वाले स्व-रोज़गार कर्ज़दारों के लिए ऊँची दरें",
      "फ़िक्स्ड-रेट लोन के प्रीपेमेंट चार्ज सबसे ऊँचे चार्ज में से",
    ],
    description: [
      "ICICI बैंक देश के सबसे बड़े प्राइवेट बैंकों में से एक है और तैयार व निर्माणाधीन घर, प्लॉट, ख़ुद के निर्माण, रेनोवेशन और बैलेंस ट्रांसफ़र के लिए होम लोन देता है। इसकी फ़्लोटिंग दरें RBI रेपो रेट से जुड़ी हैं।",
      "ICICI बैंक के मौजूदा ग्राहकों को अक्सर कुछ ही मिनटों में ऑनलाइन इन-प्रिंसिपल सैंक्शन मिल जाता है, और आख़िरी सैंक्शन प्रॉपर्टी की लीगल और टेक्निकल जाँच के बाद होता है। लोन का कुछ हिस्सा चुका देने के बाद टॉप-अप लोन भी मिल सकता है।",
      asChecked(
        "ICICI बैंक",
        "आपकी आमदनी, क्रेडिट स्कोर और प्रॉपर्टी की जाँच के बाद असली दर, लोन की रकम और फ़ीस की पुष्टि करता है।",
      ),
    ],
  },
  axis: {
    purpose: PURPOSE.newOrResale,
    max_loan: `${UP_TO_90}; ₹5 करोड़ तक`,
    tenure: years(30),
    eligibility:
      "21 से 65 साल के भारत में रहने वाले भारतीय और NRI; नौकरीपेशा, या कम से कम 2 साल पुराने कारोबार वाले स्व-रोज़गार; CIBIL स्कोर 750 या ज़्यादा हो तो बेहतर",
    payment_charges: nilFloating("2%"),
    processing_fee: "लोन की रकम का 1% तक, कम से कम ₹10,000, साथ में GST",
    pros: [
      "कुछ स्कीमों में नियमित भुगतान करने वालों की 12 EMI तक माफ़",
      "नौकरीपेशा आवेदकों के लिए तेज़ डिजिटल प्रोसेसिंग",
      "बड़े शहरों में घर पर सेवा",
    ],
    cons: ["कम से कम ₹10,000 की प्रोसेसिंग फ़ीस से छोटे लोन महँगे पड़ते हैं", "शुरुआती दर सरकारी बैंकों से ज़्यादा"],
    description: [
      "एक्सिस बैंक एक बड़ा प्राइवेट बैंक है, जो घर ख़रीदने, बनाने और सुधारने, और दूसरे बैंक से मौजूदा लोन ट्रांसफ़र कराने के लिए होम लोन देता है। इसकी फ़्लोटिंग दरें RBI रेपो रेट से जुड़ी हैं।",
      "एक्सिस बैंक की कुछ स्कीमों में कई साल तक नियमित भुगतान के बाद कुछ EMI माफ़ हो जाती हैं, जिससे पूरी अवधि तक लोन रखने वालों की कुल लागत घटती है। पूरे दस्तावेज़ वाले नौकरीपेशा आवेदकों को आम तौर पर जल्दी फ़ैसला मिल जाता है।",
      asChecked("एक्सिस बैंक", "असली दर, लोन की रकम और फ़ीस की पुष्टि अपने सैंक्शन लेटर में करता है।"),
    ],
  },
  kotak: {
    purpose: PURPOSE.newOrResale,
    max_loan: UP_TO_90,
    tenure: years(20),
    eligibility:
      "18 से 60 साल (नौकरीपेशा) या 65 साल तक (स्व-रोज़गार) के भारत में रहने वाले भारतीय; स्थिर आमदनी और काम का रिकॉर्ड; CIBIL स्कोर 750 या ज़्यादा हो तो बेहतर",
    payment_charges: nilFloating("2%"),
    processing_fee: "लोन की रकम का 0.50% तक, साथ में GST",
    pros: [
      "ऊँचे क्रेडिट स्कोर वाले नौकरीपेशा कर्ज़दारों के लिए अच्छी दरें",
      "तेज़ डिजिटल सैंक्शन और ट्रैकिंग",
      "बैलेंस ट्रांसफ़र पर आकर्षक ऑफ़र",
    ],
    cons: ["ज़्यादातर बैंकों से कम अधिकतम अवधि, इसलिए EMI ज़्यादा", "बड़े शहरों के बाहर कम ब्रांचें"],
    description: [
      "कोटक महिंद्रा बैंक एक प्राइवेट बैंक है, जो घर ख़रीदने, बनाने और रेनोवेट करने और बैलेंस ट्रांसफ़र के लिए होम लोन देता है। इसकी फ़्लोटिंग दरें RBI रेपो रेट से जुड़ी हैं।",
      "कोटक की अधिकतम अवधि ज़्यादातर बैंकों से कम है, जिससे EMI बढ़ती है पर कुल ब्याज कम लगता है। ऊँचे क्रेडिट स्कोर वाले नौकरीपेशा कर्ज़दारों को आम तौर पर इसकी सबसे अच्छी दरें मिलती हैं।",
      asChecked(
        "कोटक महिंद्रा बैंक",
        "आपके आवेदन की जाँच के बाद असली दर, लोन की रकम और फ़ीस की पुष्टि करता है।",
      ),
    ],
  },
  pnb: {
    purpose: PURPOSE.houseOrFlat,
    max_loan: BY_CAPACITY,
    tenure: years(30),
    eligibility:
      "18 से 70 साल के भारत में रहने वाले भारतीय और NRI (कुछ स्कीमों में लोन 75 की उम्र तक पूरा हो); नियमित आमदनी वाले नौकरीपेशा, स्व-रोज़गार या पेंशनर; CIBIL स्कोर 700 या ज़्यादा",
    payment_charges: NIL_FLOATING,
    processing_fee: "लोन की रकम का 0.35%, कम से कम ₹2,500 और ज़्यादा से ज़्यादा ₹15,000, साथ में GST",
    pros: [
      "अच्छे क्रेडिट स्कोर वालों के लिए कम शुरुआती दर",
      "लंबी अवधि और ऊँची अधिकतम उम्र सीमा",
      "कम और सीमित प्रोसेसिंग फ़ीस",
      "सरकारी कर्मचारियों के लिए ख़ास स्कीमें",
    ],
    cons: ["प्राइवेट बैंकों से आम तौर पर सैंक्शन में ज़्यादा समय", "ज़्यादा काग़ज़ी काम और ब्रांच के चक्कर"],
    description: [
      "पंजाब नेशनल बैंक देश के सबसे पुराने और सबसे बड़े सरकारी बैंकों में से एक है। इसके होम लोन घर ख़रीदने, बनाने, विस्तार और मरम्मत, प्लॉट की ख़रीद और बैलेंस ट्रांसफ़र के लिए हैं, और फ़्लोटिंग दरें RBI रेपो रेट से जुड़ी हैं।",
      "PNB की ऊँची उम्र सीमा और लंबी अवधि बड़ी उम्र के कर्ज़दारों और कम EMI चाहने वालों के लिए ठीक है। प्रोसेसिंग फ़ीस कम और सीमित है, और सरकारी कर्मचारियों के लिए ख़ास स्कीमें हैं।",
      asChecked("पंजाब नेशनल बैंक", "असली दर, लोन की रकम और फ़ीस की पुष्टि अपने सैंक्शन लेटर में करता है।"),
    ],
  },
  yesbank: {
    purpose: PURPOSE.newOrResale,
    max_loan: UP_TO_90,
    tenure: years(35),
    eligibility:
      "21 से 65 साल (नौकरीपेशा) या 70 साल तक (स्व-रोज़गार) के भारत में रहने वाले भारतीय और NRI; नियमित आमदनी; CIBIL स्कोर 700 या ज़्यादा",
    payment_charges: nilFloating("4%"),
    processing_fee: "लोन की रकम का 2% तक, कम से कम ₹10,000, साथ में GST",
    pros: [
      "कम EMI के लिए 35 साल तक की अवधि",
      "अलग-अलग तरह के आय प्रमाण वाले स्व-रोज़गार कर्ज़दारों पर भी विचार",
      "तेज़ डिजिटल आवेदन",
    ],
    cons: ["ज़्यादातर बड़े बैंकों से ऊँची दरें और फ़ीस", "कम से कम प्रोसेसिंग फ़ीस ऊँची", "कम ब्रांचें"],
    description: [
      "यस बैंक एक प्राइवेट बैंक है, जो घर ख़रीदने, बनाने और रेनोवेट करने और बैलेंस ट्रांसफ़र के लिए होम लोन देता है। इसकी फ़्लोटिंग दरें एक बाहरी बेंचमार्क से जुड़ी हैं।",
      "इसकी लंबी अधिकतम अवधि से EMI कम होती है, और यह उन स्व-रोज़गार कर्ज़दारों पर भी विचार करता है जिनकी आमदनी का काग़ज़ी सबूत देना मुश्किल होता है। दरें और फ़ीस आम तौर पर सबसे बड़े बैंकों से ज़्यादा होती हैं, इसलिए कुल लागत की तुलना ज़रूर करें।",
      asChecked("यस बैंक", "आपके आवेदन की जाँच के बाद असली दर, लोन की रकम और फ़ीस की पुष्टि करता है।"),
    ],
  },
  boi: {
    purpose: PURPOSE.houseOrFlat,
    max_loan: BY_CAPACITY,
    tenure: years(30),
    eligibility:
      "18 से 70 साल के भारत में रहने वाले भारतीय और NRI (लोन 75 की उम्र तक पूरा हो); नियमित आमदनी वाले नौकरीपेशा, स्व-रोज़गार या पेंशनर; CIBIL स्कोर 700 या ज़्यादा",
    payment_charges: NIL_FLOATING,
    processing_fee: "लोन की रकम का 0.25%, कम से कम ₹1,500 और ज़्यादा से ज़्यादा ₹20,000, साथ में GST",
    pros: [
      "सरकारी बैंकों में सबसे कम शुरुआती दरों में से एक",
      "यहाँ दिए बैंकों में प्रतिशत के हिसाब से सबसे कम प्रोसेसिंग फ़ीस",
      "ऊँची अधिकतम उम्र सीमा",
    ],
    cons: ["प्राइवेट बैंकों से धीमी प्रोसेसिंग", "कम डिजिटल सेवाएँ"],
    description: [
      "बैंक ऑफ़ इंडिया हाउसिंग फ़ाइनेंस में लंबे अनुभव वाला एक सरकारी बैंक है। इसके होम लोन घर ख़रीदने, बनाने, विस्तार और मरम्मत, प्लॉट की ख़रीद और बैलेंस ट्रांसफ़र के लिए हैं, और फ़्लोटिंग दरें RBI रेपो रेट से जुड़ी हैं।",
      "इसकी शुरुआती दर और प्रोसेसिंग फ़ीस सबसे कम में से हैं, और ऊँची उम्र सीमा बड़ी उम्र के कर्ज़दारों के लिए ठीक है। प्रक्रिया ज़्यादा पारंपरिक, ब्रांच पर आधारित रहती है।",
      asChecked("बैंक ऑफ़ इंडिया", "असली दर, लोन की रकम और फ़ीस की पुष्टि अपने सैंक्शन लेटर में करता है।"),
    ],
  },
  indusind: {
    purpose: PURPOSE.newOrResale,
    max_loan: UP_TO_90,
    tenure: years(30),
    eligibility:
      "21 से 65 साल के भारत में रहने वाले भारतीय और NRI; कम से कम 2 साल की स्थिर आमदनी वाले नौकरीपेशा या स्व-रोज़गार; CIBIL स्कोर 750 या ज़्यादा हो तो बेहतर",
    payment_charges: nilFloating("3%"),
    processing_fee: "लोन की रकम का 1% तक, साथ में GST",
    pros: [
      "रिलेशनशिप मैनेजर के ज़रिए निजी सेवा",
      "स्व-रोज़गार प्रोफ़ेशनल के लिए विकल्प",
      "टॉप-अप के साथ बैलेंस ट्रांसफ़र",
    ],
    cons: ["सबसे बड़े बैंकों से ज़्यादा शुरुआती दर", "छोटा होम लोन कारोबार और पहले से मंज़ूर प्रोजेक्ट कम"],
    description: [
      "इंडसइंड बैंक एक प्राइवेट बैंक है, जो घर ख़रीदने, बनाने और रेनोवेट करने और टॉप-अप के साथ बैलेंस ट्रांसफ़र के लिए होम लोन देता है। इसकी फ़्लोटिंग दरें एक बाहरी बेंचमार्क से जुड़ी हैं।",
      "आवेदन के दौरान कर्ज़दार आम तौर पर एक ही रिलेशनशिप मैनेजर से बात करते हैं। दरें सबसे बड़े बैंकों से ऊपर से शुरू होती हैं, इसलिए पूरी अवधि की कुल लागत की तुलना करें।",
      asChecked("इंडसइंड बैंक", "आपके आवेदन की जाँच के बाद असली दर, लोन की रकम और फ़ीस की पुष्टि करता है।"),
    ],
  },
  idfc: {
    purpose: "नया या रीसेल घर ख़रीदना, निर्माण, प्लॉट के साथ निर्माण, घर में सुधार और बैलेंस ट्रांसफ़र",
    max_loan: UP_TO_90,
    tenure: years(30),
    eligibility:
      "21 से 65 साल के भारत में रहने वाले भारतीय; नौकरीपेशा, स्व-रोज़गार और अनौपचारिक आमदनी वाले भी; CIBIL स्कोर 700 या ज़्यादा हो तो बेहतर",
    payment_charges: NIL_FLOATING,
    processing_fee: "लोन की रकम का 3% तक, साथ में GST",
    pros: [
      "अनौपचारिक या अनियमित आमदनी वाले कर्ज़दारों पर भी विचार",
      "डिजिटल आवेदन और ट्रैकिंग",
      "बड़े शहरों के साथ छोटे शहरों में भी लोन",
    ],
    cons: ["यहाँ दिए बैंकों में सबसे ऊँची शुरुआती दर", "प्रोसेसिंग फ़ीस 3% तक"],
    description: [
      "IDFC FIRST बैंक एक प्राइवेट बैंक है, जो घर ख़रीदने, बनाने और रेनोवेट करने और बैलेंस ट्रांसफ़र के लिए लोन देता है। इसकी फ़्लोटिंग दरें एक बाहरी बेंचमार्क से जुड़ी हैं।",
      "यह उन कर्ज़दारों पर भी विचार करता है जिनकी आमदनी अनौपचारिक है या जिसका सबूत देना मुश्किल है, जिन्हें दूसरे बैंक मना कर सकते हैं, लेकिन इसकी दरें और प्रोसेसिंग फ़ीस ऊपर से शुरू होती हैं। आवेदन से पहले कुल लागत की तुलना करें।",
      asChecked(
        "IDFC FIRST बैंक",
        "आपके आवेदन की जाँच के बाद असली दर, लोन की रकम और फ़ीस की पुष्टि करता है।",
      ),
    ],
  },
};

/** "7.50% – 8.70% p.a." → "7.50% – 8.70% सालाना". */
function interestRateHindi(english: string): string {
  return english.replace(/\s*p\.a\.?\s*$/i, " सालाना");
}

/** Each seeded bank's Hindi columns, and the seeded English each one translates. */
export function bankHindiSeed(): {
  slug: string;
  columns: {
    hindi: keyof BankHindiColumns;
    english: string;
    seededEnglish: string;
    value: string;
  }[];
}[] {
  return BANK_SEED.map((bank) => {
    const hi = BANK_HINDI[bank.slug as BankSlug];
    const pairs: [keyof BankHindiColumns, string, string, string][] = [
      ["description_hi", "description", bank.description, hi.description.join("\n\n")],
      ["purpose_hi", "purpose", bank.purpose, hi.purpose],
      [
        "interest_rate_hi",
        "interest_rate",
        bank.interest_rate,
        interestRateHindi(bank.interest_rate),
      ],
      ["max_loan_hi", "max_loan", bank.max_loan, hi.max_loan],
      ["tenure_hi", "tenure", bank.tenure, hi.tenure],
      ["eligibility_hi", "eligibility", bank.eligibility, hi.eligibility],
      ["payment_charges_hi", "payment_charges", bank.payment_charges, hi.payment_charges],
      ["processing_fee_hi", "processing_fee", bank.processing_fee, hi.processing_fee],
      ["pros_hi", "pros", JSON.stringify(bank.pros), JSON.stringify(hi.pros)],
      ["cons_hi", "cons", JSON.stringify(bank.cons), JSON.stringify(hi.cons)],
      [
        "documentation_hi",
        "documentation",
        JSON.stringify(bank.documentation),
        JSON.stringify(bank.documentation.map((doc) => DOCUMENTS_HI[doc] ?? doc)),
      ],
    ];
    return {
      slug: bank.slug,
      columns: pairs.map(([hindi, english, seededEnglish, value]) => ({
        hindi,
        english,
        seededEnglish,
        value,
      })),
    };
  });
}

/**
 * Fills the Hindi columns of the seeded banks that have no Hindi yet, where the English is still the
 * seeded text. After the first run there is nothing left to fill, and it only reads the banks table.
 */
export async function seedBanksHindi(database: Kysely<Database>): Promise<void> {
  const db = database;
  const rows = await db.selectFrom("banks").selectAll().execute();
  const bySlug = new Map(rows.map((row) => [row.slug, row as unknown as Record<string, unknown>]));
  for (const bank of bankHindiSeed()) {
    const row = bySlug.get(bank.slug);
    // A bank with any Hindi already has had its turn (or an admin's): a field an admin cleared on
    // purpose, to show the English, stays cleared.
    if (!row || bank.columns.some((column) => row[column.hindi] !== null)) continue;
    for (const column of bank.columns) {
      if (row[column.hindi] !== null || row[column.english] !== column.seededEnglish) continue;
      await db
        .updateTable("banks")
        .set({ [column.hindi]: column.value })
        .where("slug", "=", bank.slug)
        .where(column.hindi, "is", null)
        .execute();
    }
  }
}
