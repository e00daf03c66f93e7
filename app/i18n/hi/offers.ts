import type en from "../en/offers.ts";

// Hindi messages of the "offers" namespace (see app/i18n/README.md).
export default {
  // /hi/offers: फ़ॉर्म
  "offers.form.title": "हर पार्टनर बैंक का ऑफ़र, एक साथ",
  "offers.form.intro":
    "लोन के बारे में बताइए, हम उसे हर पार्टनर बैंक के घोषित नियमों पर जाँचते हैं। जो भी बैंक हाँ कहता है, वह आपको सिर्फ़ APR के क्रम में दिखता है (कोई बैंक ऊपर आने के लिए पैसे नहीं देता), और बाक़ी ने मना क्यों किया, यह भी। <0>हम मिलान कैसे करते हैं</0>",
  "offers.form.privacy":
    "यहाँ न नाम चाहिए, न संपर्क। आपके जवाब ऑफ़र के साथ सेव रहते हैं, ताकि आप बाद में भी उन्हें देख सकें।",
  "offers.form.submit": "मेरे ऑफ़र दिखाएँ",
  "offers.form.sending": "हर बैंक से जाँच हो रही है…",
  "offers.form.fix": "नीचे जिन जवाबों पर निशान है, उन्हें ठीक करें।",
  "offers.field.loanAmount": "लोन की रक़म (₹)",
  "offers.field.loanAmountHint": "₹1,00,000 से ₹10,00,00,000 तक। 2500000 या 25,00,000, जैसे चाहें लिखें।",
  "offers.field.tenure": "अवधि (महीने)",
  "offers.field.tenureHint": "12 से 360 महीने: 240 महीने यानी 20 साल, 360 यानी 30 साल।",
  "offers.field.propertyValue": "प्रॉपर्टी की कीमत (₹)",
  "offers.field.propertyValueHint": "घर की कीमत कितनी है: बैंक उसका एक हिस्सा ही लोन में देता है।",
  "offers.field.monthlyIncome": "महीने की आय (₹, हाथ में आने वाली)",
  "offers.field.monthlyIncomeHint": "सभी आवेदकों की मिलाकर, हर महीने हाथ में आने वाली आय।",
  "offers.field.existingEmis": "पहले से चल रही EMI (₹ महीना)",
  "offers.field.existingEmisHint": "कार, पर्सनल या दूसरे होम लोन की। कोई नहीं तो 0।",
  "offers.field.band": "आपका क्रेडिट स्कोर (CIBIL)",
  "offers.field.bandHint":
    "बैंक इसी से ब्याज दर तय करते हैं। आपके बैंक का ऐप या CIBIL की वेबसाइट इसे मुफ़्त में दिखाती है।",
  "offers.field.age": "ज़्यादा उम्र वाले आवेदक की उम्र (साल)",
  "offers.field.ageHint": "18 से 75: हर बैंक चाहता है कि लोन एक तय उम्र तक चुक जाए।",
  "offers.field.employment": "आपकी कमाई का ज़रिया",
  "offers.band.800+": "800 या उससे ज़्यादा",
  "offers.band.750-799": "750 से 799",
  "offers.band.700-749": "700 से 749",
  "offers.band.650-699": "650 से 699",
  "offers.band.below-650": "650 से कम",
  "offers.band.no-history": "अभी कोई क्रेडिट हिस्ट्री नहीं",
  "offers.employment.salaried": "नौकरीपेशा (सैलरी)",
  "offers.employment.self-employed-professional": "स्वरोज़गार प्रोफ़ेशनल (डॉक्टर, CA, आर्किटेक्ट…)",
  "offers.employment.self-employed-business": "अपना कारोबार",

  // /hi/offers/{id}
  "offers.snapshot.title": "आपके होम लोन ऑफ़र",
  "offers.snapshot.metaDescription":
    "इन जवाबों पर हर पार्टनर बैंक का ऑफ़र, APR के क्रम में, और बाक़ी बैंकों से मिलान क्यों नहीं हुआ।",
  "offers.snapshot.made":
    "{date} को मिलान के तरीक़े के वर्ज़न {version} से निकाला गया। <0>हम मिलान कैसे करते हैं</0>",
  "offers.snapshot.kept":
    "ये आँकड़े वही हैं जो उस दिन दिखाए गए थे, और वैसे ही रहेंगे, भले बाद में कोई बैंक अपनी शर्तें बदल दे। बैंक अपनी शर्तें सैंक्शन लेटर में पक्की करता है।",
  "offers.inputs.heading": "आपके जवाब",
  "offers.inputs.loanAmount": "लोन की रक़म",
  "offers.inputs.tenure": "अवधि",
  "offers.inputs.months": "{months} महीने",
  "offers.inputs.propertyValue": "प्रॉपर्टी की कीमत",
  "offers.inputs.monthlyIncome": "महीने की आय",
  "offers.inputs.existingEmis": "पहले से चल रही EMI",
  "offers.inputs.band": "क्रेडिट स्कोर",
  "offers.inputs.age": "ज़्यादा उम्र वाले आवेदक की उम्र",
  "offers.inputs.employment": "कमाई का ज़रिया",
  "offers.inputs.change": "जवाब बदलें",
  "offers.list.heading": "ऑफ़र, सबसे कम APR पहले",
  "offers.list.order":
    "क्रम सिर्फ़ APR से तय होता है: कोई बैंक ऊपर आने के लिए पैसे नहीं देता, और किसी को दूसरे से बेहतर बताकर नहीं दिखाया जाता।",
  "offers.list.count":
    "{count, plural, one {# बैंक से आपके जवाबों का मिलान हुआ।} other {# बैंकों से आपके जवाबों का मिलान हुआ।}}",
  "offers.list.none":
    "इस बार किसी बैंक से इन जवाबों का मिलान नहीं हुआ। नीचे हर बैंक की वजहें बताती हैं कि उसे क्या चाहिए, और अक्सर यह भी कि क्या चलेगा: कम लोन या कम अवधि।",
  "offers.list.tryAgain": "जवाब बदलकर फिर से जाँचें",
  "offers.card.rate": "ब्याज दर",
  "offers.card.rateValue": "{rate}% सालाना",
  "offers.card.emi": "EMI",
  "offers.card.emiValue": "{emi} महीना",
  "offers.card.apr": "APR (फ़ीस मिलाकर दर)",
  "offers.card.upfront": "शुरुआती फ़ीस",
  "offers.card.upfrontDetail": "प्रोसेसिंग फ़ीस {fee}, दूसरे चार्ज {other}",
  "offers.card.totalInterest": "कुल ब्याज",
  "offers.card.totalPayable": "कुल चुकाना होगा",
  "offers.card.totalPayableHint": "सारी EMI और शुरुआती फ़ीस",
  "offers.card.kfs": "{bank} का की फ़ैक्ट स्टेटमेंट (KFS)",
  "offers.card.penal": "पेनल चार्ज",
  "offers.card.choose": "{bank} चुनें",
  "offers.notMatched.heading": "जिन बैंकों से मिलान नहीं हुआ",
  "offers.notMatched.intro":
    "हम हर बैंक का हर नियम जाँचते हैं, इसलिए किसी बैंक की एक से ज़्यादा वजहें हो सकती हैं।",
  "offers.notMatched.none": "हर पार्टनर बैंक से आपके जवाबों का मिलान हुआ।",
  "offers.reason.credit_score_not_lent": "यह बैंक आपके क्रेडिट स्कोर ({band}) वालों को लोन नहीं देता।",
  "offers.reason.employment_not_accepted":
    "यह बैंक आपकी तरह कमाने वालों ({employment}) को लोन नहीं देता।",
  "offers.reason.loan_outside_range": "यह बैंक {min} से {max} तक का लोन देता है; आपने {loan} माँगा है।",
  "offers.reason.income_below_minimum":
    "यह बैंक कम से कम {minimum} महीने की आय चाहता है; आपकी आय {income} है।",
  "offers.reason.tenure_above_maximum":
    "यह बैंक ज़्यादा से ज़्यादा {maximum} महीने के लिए लोन देता है; आपने {tenure} महीने चुने हैं।",
  "offers.reason.age_at_maturity_above_limit":
    "लोन ख़त्म होते समय ज़्यादा उम्र वाले आवेदक की उम्र {age} होगी; यह बैंक चाहता है कि लोन {limit} की उम्र तक चुक जाए।",
  "offers.reason.ltv_above_limit":
    "आपका लोन प्रॉपर्टी की कीमत का {ltv}% होगा; यह बैंक ज़्यादा से ज़्यादा {limit}% देता है।",
  "offers.reason.foir_above_limit":
    "आपकी EMI आपकी आय का {foir}% ले लेंगी; यह बैंक ज़्यादा से ज़्यादा {limit}% तक मानता है।",
  "offers.reason.other": "इस बैंक का नियम \u201c{code}\u201d पूरा नहीं हुआ।",
  "offers.fix.maxLoan": "{amount} तक का लोन इस बैंक की सीमा में आता है।",
  "offers.fix.noLoan":
    "आपकी पहले से चल रही EMI इस बैंक की पूरी सीमा ले लेती हैं, इसलिए जब तक वे कम न हों, कोई नया लोन इसमें नहीं आता।",
  "offers.fix.noLoanValue": "इस प्रॉपर्टी की कीमत पर कोई भी लोन इस बैंक की सीमा में नहीं आता।",
  "offers.fix.maxTenure": "{months} महीने तक की अवधि इसमें आती है।",

  // "बैंक चुनें"
  "offers.choose.heading": "बैंक चुनें",
  "offers.choose.intro":
    "क्या आप हमें पहले ही पूछताछ भेज चुके हैं? जो ऑफ़र चाहिए उसे चुनें, अपनी पूछताछ का रेफ़रेंस और मोबाइल नंबर दें, और SMS से भेजे गए कोड से मोबाइल वेरिफ़ाई करें। फिर आपकी फ़ाइल आपकी मंज़ूरी के साथ उस बैंक को जाती है।",
  "offers.choose.noReference":
    "अभी रेफ़रेंस नहीं है? पहले <0>अपनी पात्रता जाँचें</0>: आख़िर में आपको रेफ़रेंस मिलेगा। फिर इस पेज पर लौट आइए।",
  "offers.choose.offer": "कौन-सा ऑफ़र?",
  "offers.choose.option": "{bank}: APR {apr}%, EMI {emi} महीना",
  "offers.choose.noOffers": "इन जवाबों पर चुनने के लिए कोई ऑफ़र नहीं है। जवाब बदलकर फिर से जाँचें।",
  "offers.choose.needsScript":
    "मोबाइल वेरिफ़ाई करने के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। उसे चालू करें, या हमें {phone} पर कॉल करें, हम आपकी फ़ाइल आपके चुने बैंक को भेज देंगे।",
  "offers.choose.unavailable":
    "यहाँ बैंक चुनने के लिए SMS से मोबाइल वेरिफ़ाई होना ज़रूरी है, जो अभी उपलब्ध नहीं है। हमें {phone} पर कॉल करें, हम आपकी फ़ाइल आपके चुने बैंक को भेज देंगे।",
  "offers.choose.expired":
    "ये ऑफ़र 30 दिन से ज़्यादा पहले निकाले गए थे, इसलिए अब इन्हें चुना नहीं जा सकता। आज के ऑफ़र देखने के लिए फिर से जाँचें।",
  "offers.choose.until": "आप <0>{date}</0> तक इन ऑफ़र में से चुन सकते हैं।",
  "offers.choose.submit": "मेरी फ़ाइल इस बैंक को भेजें",
  "offers.choose.sending": "भेजा जा रहा है…",
  "offers.choose.done": "आपकी फ़ाइल {bank} को जा रही है",
  "offers.choose.doneBody":
    "आपने अपनी पूछताछ {reference} के लिए इस ऑफ़र के आँकड़ों के साथ {bank} को मंज़ूरी दी है। हमारी टीम दस्तावेज़ों और आगे के कदमों के बारे में आपको कॉल करेगी; आप <0>ट्रैक पेज</0> पर सब देख सकते हैं।",
  "offers.choose.duplicate":
    "इस पूछताछ की आपकी फ़ाइल {bank} के पास पहले से है। आप उसे ट्रैक पेज पर देख सकते हैं।",
  "offers.choose.notMatched":
    "{bank} से आपके जवाबों का मिलान नहीं हुआ, इसलिए उसका कोई ऑफ़र चुनने के लिए नहीं है।",

  // /hi/how-we-match
  "offers.method.title": "हम आपको बैंकों से कैसे मिलाते हैं",
  "offers.method.intro":
    "हर पार्टनर बैंक हमें अपने लोन देने के नियम देता है। हम आपके जवाब हर बैंक के नियमों पर एक-एक करके जाँचते हैं, और जो भी बैंक हाँ कहता है उसे सिर्फ़ APR के क्रम में दिखाते हैं, और जो मना करते हैं उनकी वजहें भी।",
  "offers.method.version": "मिलान के तरीक़े का वर्ज़न {version}, {date} से लागू।",
  "offers.method.rules.heading": "हम कौन-से नियम जाँचते हैं",
  "offers.method.rules.intro":
    "हर बैंक अपनी सीमाएँ ख़ुद तय करता है। मिलान तभी होता है जब आपके जवाब उनमें से हर एक पर खरे उतरें। कोई नियम पूरा न हो तो हम बताते हैं कि कौन-सा, आपके आँकड़े और बैंक की सीमा के साथ, और जहाँ एक संख्या बदलने से बात बन जाए, वहाँ वह भी।",
  "offers.method.rule.credit":
    "क्रेडिट स्कोर: बैंक के पास आपके क्रेडिट स्कोर वाली श्रेणी के लिए दर है। कुछ बैंक 650 से कम या बिना क्रेडिट हिस्ट्री वालों को लोन नहीं देते।",
  "offers.method.rule.employment":
    "कमाई का ज़रिया: बैंक आपकी तरह कमाने वालों (नौकरीपेशा, स्वरोज़गार प्रोफ़ेशनल या कारोबारी) को लोन देता है।",
  "offers.method.rule.loan": "लोन की रक़म: आपका लोन बैंक के सबसे छोटे और सबसे बड़े लोन के बीच है।",
  "offers.method.rule.income": "आय: आपकी महीने की आय बैंक की न्यूनतम सीमा जितनी या उससे ज़्यादा है।",
  "offers.method.rule.tenure":
    "अवधि: आपकी अवधि बैंक की सबसे लंबी अवधि से ज़्यादा नहीं है। ज़्यादा हो, तो हम बताते हैं कि कितनी अवधि चलेगी।",
  "offers.method.rule.age":
    "उम्र: ज़्यादा उम्र वाले आवेदक की उम्र और सालों में अवधि मिलाकर उस उम्र से ज़्यादा नहीं है जिस तक बैंक लोन चुकता चाहता है। ज़्यादा हो, तो हम बताते हैं कि सबसे लंबी कितनी अवधि चलेगी।",
  "offers.method.rule.ltv":
    "लोन-टू-वैल्यू: प्रॉपर्टी की कीमत के हिस्से के रूप में लोन बैंक की सीमा में है, और लोन के आकार के हिसाब से RBI की सीमा में भी (₹30 लाख तक 90%, ₹75 लाख तक 80%, उससे ऊपर 75%)। न हो, तो हम पूरे हज़ारों में बताते हैं कि कितना बड़ा लोन चलेगा।",
  "offers.method.rule.foir":
    "आय का कितना हिस्सा EMI में (FOIR): आपकी चल रही EMI और बैंक की दर पर नई EMI मिलाकर, आपकी महीने की आय के हिस्से के रूप में, बैंक की सीमा में है। न हो, तो हम पूरे हज़ारों में बताते हैं कि किस लोन की EMI सीमा में आएगी।",
  "offers.method.rule.figures":
    "नियम असली आँकड़ों की ठीक-ठीक तुलना करते हैं; वजहों में हिस्से 2 दशमलव तक राउंड करके दिखाए जाते हैं।",
  "offers.method.offer.heading": "हर ऑफ़र में क्या दिखता है",
  "offers.method.offer.emi":
    "EMI, कुल ब्याज और कुल चुकाई जाने वाली रक़म आपकी श्रेणी की बैंक की दर पर महीने-दर-महीने पूरे शेड्यूल से निकलती हैं, जैसे हमारा EMI कैलकुलेटर निकालता है।",
  "offers.method.offer.fees":
    "शुरुआती फ़ीस में बैंक की प्रोसेसिंग फ़ीस (लोन का उसका हिस्सा, उसकी न्यूनतम और अधिकतम सीमा के बीच, रुपये तक) और उसके दूसरे एक-बार के चार्ज आते हैं।",
  "offers.method.apr.heading": "APR कैसे निकाला जाता है",
  "offers.method.apr.body":
    "APR फ़ीस मिलाकर लोन की सालाना लागत है, जैसे की फ़ैक्ट स्टेटमेंट में दी जाती है: वह मासिक दर जिस पर आपकी EMI, महीने-दर-महीने डिस्काउंट करके, उस रक़म के बराबर होती हैं जो आपके हाथ में असल में आती है (लोन में से शुरुआती फ़ीस घटाकर), उसका 12 गुना, 2 दशमलव तक। बिना फ़ीस वाले लोन का APR उसकी दर के बराबर होता है; फ़ीस उसे बढ़ाती है।",
  "offers.method.order.heading": "क्रम: सिर्फ़ APR",
  "offers.method.order.body":
    "ऑफ़र सबसे कम APR से ऊपर की ओर दिखते हैं, और एक जैसे APR वाले बैंक नाम के क्रम में। कोई और चीज़ किसी बैंक को ऊपर नहीं लाती: कोई बैंक ऊपर आने के लिए पैसे नहीं देता, और किसी ऑफ़र को सिफ़ारिश वाला नहीं बताया जाता। {siteName} को सिर्फ़ वही बैंक पैसे देता है जो आपका लोन डिस्बर्स करता है; <0>देखें हमें पैसा कैसे मिलता है</0>।",
  "offers.method.snapshot.heading": "आपके ऑफ़र जैसे दिखाए गए, वैसे ही रहते हैं",
  "offers.method.snapshot.body":
    "हर जाँच अपनी तारीख़ और मिलान के तरीक़े के वर्ज़न के साथ सेव होती है, और उसका पेज हमेशा वही आँकड़े दिखाता है, भले बाद में कोई बैंक अपनी शर्तें बदल दे। इसमें कोई नाम या संपर्क नहीं होता। आप 30 दिनों तक इसमें से कोई ऑफ़र चुन सकते हैं।",
  "offers.method.lenders.heading": "मिलान में शामिल बैंक",
  "offers.method.lenders.intro":
    "हर वह पार्टनर बैंक जिसकी लोन पॉलिसी घोषित है। तारीख़ बताती है कि उसकी पॉलिसी आख़िरी बार कब अपडेट हुई।",
  "offers.method.lenders.none": "फ़िलहाल कोई बैंक शामिल नहीं है।",
  "offers.method.lenders.updated": "{date} की पॉलिसी",
  "offers.method.lenders.details": "{bank} की लोन पॉलिसी",
  "offers.method.policy.rates": "हर क्रेडिट स्कोर श्रेणी की दर",
  "offers.method.policy.notLent": "लोन नहीं देता",
  "offers.method.policy.income": "महीने की आय कम से कम",
  "offers.method.policy.foir": "EMI ज़्यादा से ज़्यादा",
  "offers.method.policy.foirValue": "आय का {percent}%",
  "offers.method.policy.ltv": "लोन ज़्यादा से ज़्यादा",
  "offers.method.policy.ltvValue": "प्रॉपर्टी की कीमत का {percent}%",
  "offers.method.policy.loan": "लोन की रक़म",
  "offers.method.policy.loanValue": "{min} से {max} तक",
  "offers.method.policy.tenure": "सबसे लंबी अवधि",
  "offers.method.policy.age": "लोन इस उम्र तक चुकता",
  "offers.method.policy.employment": "किन्हें लोन देता है",
  "offers.method.policy.fee": "प्रोसेसिंग फ़ीस",
  "offers.method.policy.feeValue": "लोन का {percent}%, कम से कम {min} और ज़्यादा से ज़्यादा {max}",
  "offers.method.policy.other": "दूसरे एक-बार के चार्ज",
  "offers.method.start": "अपने ऑफ़र देखें",
  "offers.method.partners": "हमारे सभी पार्टनर और हमें पैसा कैसे मिलता है",
} satisfies Record<keyof typeof en, string>;
