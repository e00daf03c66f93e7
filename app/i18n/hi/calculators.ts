// Hindi messages of the "calculators" namespace: every key of ../en/calculators.ts, written for Indian readers.
import type en from "../en/calculators.ts";

export default {
  // ---- every calculator page ----
  "calculators.common.calculate": "हिसाब लगाएँ",
  "calculators.common.resultHeading": "आपका नतीजा",
  "calculators.common.fixErrors": "नतीजा देखने के लिए लाल निशान वाले खाने ठीक करें।",
  "calculators.common.indicative":
    "आँकड़े सांकेतिक हैं, पूरे रुपयों में। बैंक आपको क्या ऑफ़र देगा, यह आपकी प्रोफ़ाइल पर निर्भर करता है।",
  "calculators.common.otherCalculators": "दूसरे कैलकुलेटर",
  "calculators.common.callback": "कॉलबैक का अनुरोध करें",
  "calculators.common.breadcrumb": "आप यहाँ हैं",
  "calculators.common.breadcrumbHome": "होम",
  "calculators.common.breadcrumbCalculators": "कैलकुलेटर",
  "calculators.common.yes": "हाँ",
  "calculators.common.no": "नहीं",
  "calculators.common.checkEligibility": "मेरी पात्रता जाँचें",

  // ---- the hub ----
  "calculators.hub.title": "होम लोन कैलकुलेटर",
  "calculators.hub.intro":
    "मुफ़्त टूल, जो लोन लेने से पहले के आम सवालों का जवाब देते हैं: EMI कितनी बनेगी, बैंक कितना लोन देगा, प्रीपेमेंट या लोन ट्रांसफ़र से कितनी बचत होगी, लोन से टैक्स में कितनी बचत होगी, PMAY सब्सिडी मिलेगी या नहीं, और घर ख़रीदने में असल में कितना ख़र्च होगा।",
  "calculators.hub.ratesLink": "सभी बैंकों की ब्याज दरों की तुलना करें",
  "calculators.hub.ratesText":
    "सबसे कम और सबसे ज़्यादा ब्याज दर, प्रोसेसिंग फ़ीस, अवधि और हर ₹1 लाख पर EMI, सब एक साथ।",
  "calculators.list.emi.title": "EMI कैलकुलेटर",
  "calculators.list.emi.text": "आपकी मासिक किस्त, कुल ब्याज और महीने-दर-महीने चुकौती का पूरा शेड्यूल।",
  "calculators.list.eligibility.title": "मुझे कितना लोन मिल सकता है?",
  "calculators.list.eligibility.text":
    "आपकी आय के हिसाब से और RBI की लोन-टू-वैल्यू (LTV) सीमा के अंदर मिल सकने वाला सबसे बड़ा लोन।",
  "calculators.list.prepayment.title": "प्रीपेमेंट कैलकुलेटर",
  "calculators.list.prepayment.text":
    "एकमुश्त रकम या हर महीने कुछ ज़्यादा चुकाने से ब्याज और महीनों की कितनी बचत होती है।",
  "calculators.list.balanceTransfer.title": "बैलेंस ट्रांसफ़र कैलकुलेटर",
  "calculators.list.balanceTransfer.text":
    "क्या कम ब्याज दर वाले बैंक में लोन ले जाना फ़ीस चुकाने के बाद भी फ़ायदेमंद है?",
  "calculators.list.taxBenefit.title": "टैक्स बचत कैलकुलेटर",
  "calculators.list.taxBenefit.text": "पुरानी और नई टैक्स व्यवस्था में होम लोन से टैक्स की कितनी बचत होती है।",
  "calculators.list.pmay.title": "PMAY-U 2.0 सब्सिडी जाँच",
  "calculators.list.pmay.text":
    "क्या आपके होम लोन पर प्रधानमंत्री आवास योजना – शहरी 2.0 की 4% ब्याज सब्सिडी मिल सकती है?",
  "calculators.list.costOfBuying.title": "घर ख़रीदने का पूरा ख़र्च",
  "calculators.list.costOfBuying.text":
    "GST, स्टांप ड्यूटी, रजिस्ट्रेशन और डाउन पेमेंट: लोन के अलावा आपको कितनी नक़द रकम चाहिए।",

  // ---- EMI ----
  "calculators.emi.title": "होम लोन EMI कैलकुलेटर",
  "calculators.emi.intro":
    "लोन की रकम, ब्याज दर और अवधि डालें और देखें कि EMI कितनी बनेगी, कुल कितना ब्याज लगेगा और बकाया रकम साल-दर-साल कैसे घटती है।",
  "calculators.emi.field.amount": "लोन की रकम (₹)",
  "calculators.emi.hint.amount": "₹10,000 से ₹10,00,00,000 तक",
  "calculators.emi.field.rate": "ब्याज दर (% सालाना)",
  "calculators.emi.hint.rate": "0.1 से 25 तक",
  "calculators.emi.field.years": "अवधि (साल)",
  "calculators.emi.hint.years": "1 से 30 तक",
  "calculators.emi.emi": "मासिक EMI",
  "calculators.emi.emiShort": "EMI",
  "calculators.emi.totalInterest": "कुल ब्याज",
  "calculators.emi.totalPayment": "कुल भुगतान",
  "calculators.emi.balanceChart": "समय के साथ बकाया रकम",
  "calculators.emi.splitChart": "हर साल चुकाया गया मूलधन और ब्याज",
  "calculators.emi.principal": "मूलधन",
  "calculators.emi.interest": "ब्याज",
  "calculators.emi.schedule": "चुकौती का शेड्यूल",
  "calculators.emi.scheduleTable": "साल-दर-साल चुकौती की तालिका",
  "calculators.emi.scheduleHelp": "किसी साल के महीने देखने के लिए उसे खोलें।",
  "calculators.emi.year": "साल",
  "calculators.emi.month": "महीना",
  "calculators.emi.opening": "शुरुआती बकाया",
  "calculators.emi.closing": "आख़िर में बकाया",
  "calculators.emi.monthsOfYear": "साल {year} के महीने",
  "calculators.emi.csv": "शेड्यूल डाउनलोड करें (CSV)",
  "calculators.emi.balanceLabel": "बकाया रकम {years} साल में {amount} से घटकर ₹0 हो जाती है",
  "calculators.emi.splitLabel":
    "पहले साल {interest} ब्याज में और {principal} मूलधन में जाते हैं; मूलधन का हिस्सा हर साल बढ़ता है",

  // ---- eligibility ----
  "calculators.eligibility.title": "मुझे कितना होम लोन मिल सकता है?",
  "calculators.eligibility.intro":
    "बैंक उतना ही लोन देते हैं जितना आपकी आय से चुकाया जा सके (FOIR: आपकी नेट आय का वह हिस्सा जो सारी EMI मिलाकर ले सकती हैं), और प्रॉपर्टी की कीमत के मुक़ाबले RBI की लोन-टू-वैल्यू सीमा से ज़्यादा नहीं।",
  "calculators.eligibility.field.monthlyIncome": "नेट मासिक आय (₹)",
  "calculators.eligibility.field.existingEmis": "अभी चल रही EMI (₹ हर महीने)",
  "calculators.eligibility.field.rate": "ब्याज दर (% सालाना)",
  "calculators.eligibility.field.years": "अवधि (साल)",
  "calculators.eligibility.hint.years": "1 से 30 तक",
  "calculators.eligibility.field.foir": "FOIR (सारी EMI के लिए आय का %)",
  "calculators.eligibility.hint.foir": "10 से 70 तक; बैंक अक्सर 50 तक मानते हैं",
  "calculators.eligibility.field.propertyValue": "प्रॉपर्टी की कीमत (₹, ज़रूरी नहीं)",
  "calculators.eligibility.maxLoan": "आपको इतना लोन मिल सकता है",
  "calculators.eligibility.maxEmi": "आपकी आय के हिसाब से EMI",
  "calculators.eligibility.byIncome": "आपकी आय के हिसाब से लोन",
  "calculators.eligibility.byValue": "प्रॉपर्टी की कीमत के हिसाब से लोन",
  "calculators.eligibility.limitedBy.income": "लोन की सीमा आपकी आय से तय होती है।",
  "calculators.eligibility.limitedBy.propertyValue": "लोन की सीमा प्रॉपर्टी की कीमत से तय होती है।",
  "calculators.eligibility.ltv": "इस लोन पर RBI की सीमा: प्रॉपर्टी की कीमत का {percent}%।",
  "calculators.eligibility.downPayment": "आपको इतना डाउन पेमेंट करना होगा",
  "calculators.eligibility.ltvRules":
    "RBI की सीमाएँ: ₹30 लाख तक के लोन पर कीमत का 90%, ₹75 लाख तक 80%, और उससे ऊपर 75%।",
  "calculators.eligibility.checkEligibility": "मेरी पात्रता जाँचें",
  "calculators.eligibility.seeOffers": "इस लोन पर हर बैंक का ऑफ़र देखें",

  // ---- prepayment ----
  "calculators.prepayment.title": "होम लोन प्रीपेमेंट कैलकुलेटर",
  "calculators.prepayment.intro":
    "देखें कि लोन का कुछ हिस्सा पहले चुकाने से कितनी बचत होती है: एकमुश्त रकम, हर महीने कुछ ज़्यादा, या दोनों। EMI वही रखकर लोन जल्दी ख़त्म करें, या अवधि वही रखकर कम EMI भरें।",
  "calculators.prepayment.field.outstanding": "बकाया लोन (₹)",
  "calculators.prepayment.field.rate": "ब्याज दर (% सालाना)",
  "calculators.prepayment.field.months": "बाकी महीने",
  "calculators.prepayment.hint.months": "1 से 360 तक",
  "calculators.prepayment.field.lumpSum": "एकमुश्त रकम (₹)",
  "calculators.prepayment.field.lumpSumMonth": "किस किस्त के साथ चुकाएँगे (किस्त नंबर)",
  "calculators.prepayment.field.extraMonthly": "हर महीने अतिरिक्त (₹)",
  "calculators.prepayment.hint.extraMonthly": "सिर्फ़ तब, जब अवधि घटानी हो",
  "calculators.prepayment.field.reduce": "प्रीपेमेंट के बाद",
  "calculators.prepayment.reduce.tenure": "EMI वही रखें, लोन जल्दी ख़त्म करें",
  "calculators.prepayment.reduce.emi": "अवधि वही रखें, EMI कम करें",
  "calculators.prepayment.interestSaved": "ब्याज की बचत",
  "calculators.prepayment.monthsSaved": "महीनों की बचत",
  "calculators.prepayment.before": "प्रीपेमेंट के बिना",
  "calculators.prepayment.after": "प्रीपेमेंट के साथ",
  "calculators.prepayment.emi": "EMI",
  "calculators.prepayment.months": "महीने",
  "calculators.prepayment.interest": "कुल ब्याज",
  "calculators.prepayment.rbiNote":
    "RBI के 2025 के निर्देशों के अनुसार, 1 जनवरी 2026 या उसके बाद मंज़ूर या रिन्यू हुए फ़्लोटिंग रेट होम लोन पर बैंक किसी व्यक्ति से प्रीपेमेंट चार्ज नहीं ले सकते। फ़िक्स्ड रेट लोन पर चार्ज अब भी लग सकता है: अपने बैंक से पूछें।",

  // ---- balance transfer ----
  "calculators.balanceTransfer.title": "होम लोन बैलेंस ट्रांसफ़र कैलकुलेटर",
  "calculators.balanceTransfer.intro":
    "कम ब्याज दर वाले बैंक में लोन ले जाने से EMI घटती है, लेकिन नया बैंक फ़ीस लेता है। देखें कि ट्रांसफ़र फ़ायदेमंद है या नहीं, और फ़ीस कब तक वसूल हो जाती है।",
  "calculators.balanceTransfer.field.outstanding": "बकाया लोन (₹)",
  "calculators.balanceTransfer.field.currentRate": "अभी की ब्याज दर (% सालाना)",
  "calculators.balanceTransfer.field.months": "बाकी महीने",
  "calculators.balanceTransfer.hint.months": "1 से 360 तक",
  "calculators.balanceTransfer.field.newRate": "नए बैंक की ब्याज दर (% सालाना)",
  "calculators.balanceTransfer.field.fees": "ट्रांसफ़र का ख़र्च (₹)",
  "calculators.balanceTransfer.hint.fees": "प्रोसेसिंग फ़ीस, लीगल फ़ीस और दूसरे एक बार के ख़र्च",
  "calculators.balanceTransfer.currentEmi": "अभी की EMI",
  "calculators.balanceTransfer.newEmi": "नई EMI",
  "calculators.balanceTransfer.monthlySaving": "हर महीने की बचत",
  "calculators.balanceTransfer.grossSaving": "ब्याज की बचत",
  "calculators.balanceTransfer.netSaving": "ख़र्च घटाकर कुल बचत",
  "calculators.balanceTransfer.breakEven": "ख़र्च इतने महीनों में वसूल",
  "calculators.balanceTransfer.breakEvenNever": "बाकी महीनों में ट्रांसफ़र का ख़र्च वसूल नहीं होता।",
  "calculators.balanceTransfer.breakEvenNone": "वसूल करने के लिए कोई ख़र्च नहीं है।",
  "calculators.balanceTransfer.worthIt": "फ़ायदेमंद है: ट्रांसफ़र से ख़र्च से ज़्यादा बचत होती है।",
  "calculators.balanceTransfer.notWorthIt": "फ़ायदेमंद नहीं: ट्रांसफ़र का ख़र्च बचत से ज़्यादा है।",

  // ---- tax benefit ----
  "calculators.taxBenefit.title": "होम लोन टैक्स बचत कैलकुलेटर",
  "calculators.taxBenefit.intro":
    "पुरानी टैक्स व्यवस्था में होम लोन का ब्याज और मूलधन, दोनों आपकी टैक्स वाली आय घटाते हैं; नई व्यवस्था में सिर्फ़ किराये पर दिए घर का ब्याज गिना जाता है।",
  "calculators.taxBenefit.field.interest": "साल में चुकाया गया ब्याज (₹)",
  "calculators.taxBenefit.field.principal": "साल में चुकाया गया मूलधन (₹)",
  "calculators.taxBenefit.field.property": "घर में कौन रहता है",
  "calculators.taxBenefit.field.rent": "सालाना किराया (₹, सिर्फ़ किराये पर दिए घर के लिए)",
  "calculators.taxBenefit.field.municipalTax":
    "चुकाया गया नगरपालिका टैक्स (₹ सालाना, सिर्फ़ किराये पर दिए घर के लिए)",
  "calculators.taxBenefit.field.other80c": "80C के दूसरे निवेश (₹)",
  "calculators.taxBenefit.hint.other80c": "PF, PPF, ELSS, बीमा…",
  "calculators.taxBenefit.field.slab": "आपका टैक्स स्लैब (%)",
  "calculators.taxBenefit.property.selfOccupied": "आप ख़ुद रहते हैं (सेल्फ़-ऑक्यूपाइड)",
  "calculators.taxBenefit.property.letOut": "किराये पर दिया है",
  "calculators.taxBenefit.oldRegime": "पुरानी व्यवस्था",
  "calculators.taxBenefit.newRegime": "नई व्यवस्था",
  "calculators.taxBenefit.interestDeduction": "ब्याज पर कटौती",
  "calculators.taxBenefit.principalDeduction": "मूलधन पर कटौती",
  "calculators.taxBenefit.carried": "अगले सालों में ले जाया गया घाटा",
  "calculators.taxBenefit.taxSaved": "टैक्स की बचत (4% सेस सहित)",
  "calculators.taxBenefit.better.old": "पुरानी व्यवस्था में ज़्यादा बचत होती है।",
  "calculators.taxBenefit.better.new": "नई व्यवस्था में ज़्यादा बचत होती है।",
  "calculators.taxBenefit.better.same": "दोनों व्यवस्थाओं में बचत बराबर है।",
  "calculators.taxBenefit.laws":
    "ब्याज: आयकर अधिनियम, 1961 की धारा 24(b) और आयकर अधिनियम, 2025 की धारा 22(2) (टैक्स वर्ष 2026-27 से)। मूलधन: 1961 के अधिनियम की धारा 80C और 2025 के अधिनियम की धारा 123, दोनों में ₹1,50,000 की सीमा के अंदर।",
  "calculators.taxBenefit.notAdvice":
    "यह एक अनुमान है, टैक्स सलाह नहीं। आपका टैक्स आपकी पूरी आय पर निर्भर करता है: किसी टैक्स सलाहकार से पूछें।",

  // ---- PMAY-U 2.0 ----
  "calculators.pmay.title": "PMAY-U 2.0 ब्याज सब्सिडी जाँच",
  "calculators.pmay.intro":
    "प्रधानमंत्री आवास योजना – शहरी 2.0 सालाना ₹9 लाख तक कमाने वाले परिवारों को होम लोन के पहले ₹8 लाख पर 4% ब्याज सब्सिडी देती है। देखें कि आपका लोन इसके दायरे में आता है या नहीं, और नहीं आता तो क्यों।",
  "calculators.pmay.field.householdIncome": "परिवार की आमदनी (₹ सालाना)",
  "calculators.pmay.hint.householdIncome": "कमाने वाले सभी सदस्यों की कुल आमदनी",
  "calculators.pmay.field.propertyValue": "घर की कीमत (₹)",
  "calculators.pmay.field.loanAmount": "होम लोन (₹)",
  "calculators.pmay.field.carpetArea": "कारपेट एरिया (वर्ग मीटर)",
  "calculators.pmay.field.urban": "घर किसी शहर या क़स्बे में है",
  "calculators.pmay.field.puccaHouse": "क्या परिवार में किसी के पास भारत में कहीं पक्का मकान है?",
  "calculators.pmay.field.priorBenefit": "क्या परिवार को पहले किसी सरकारी आवास योजना का लाभ मिला है?",
  "calculators.pmay.field.sanctionedOn": "लोन मंज़ूरी की तारीख़",
  "calculators.pmay.hint.sanctionedOn": "या वह तारीख़ जब मंज़ूरी की उम्मीद है",
  "calculators.pmay.eligible": "आपको PMAY-U 2.0 की ब्याज सब्सिडी मिल सकती है।",
  "calculators.pmay.notEligible": "इस लोन पर सब्सिडी नहीं मिलेगी, क्योंकि:",
  "calculators.pmay.category": "आय वर्ग",
  "calculators.pmay.category.EWS": "EWS (आर्थिक रूप से कमज़ोर वर्ग)",
  "calculators.pmay.category.LIG": "LIG (निम्न आय वर्ग)",
  "calculators.pmay.category.MIG": "MIG (मध्यम आय वर्ग)",
  "calculators.pmay.category.none": "कोई नहीं (सालाना ₹9 लाख से ज़्यादा)",
  "calculators.pmay.subsidisedLoan": "लोन का वह हिस्सा जिस पर सब्सिडी मिलेगी",
  "calculators.pmay.maxBenefit": "ज़्यादा से ज़्यादा सब्सिडी",
  "calculators.pmay.terms":
    "लोन के ₹8,00,000 तक के हिस्से पर {rate}% सालाना, {years} साल तक, आपके लोन खाते में {instalments} सालाना किस्तों में।",
  "calculators.pmay.reason.income_above_9_lakh": "परिवार की आमदनी सालाना ₹9,00,000 से ज़्यादा है।",
  "calculators.pmay.reason.property_value_above_35_lakh": "घर की कीमत ₹35,00,000 से ज़्यादा है।",
  "calculators.pmay.reason.loan_above_25_lakh": "लोन ₹25,00,000 से ज़्यादा है।",
  "calculators.pmay.reason.carpet_area_above_120": "कारपेट एरिया 120 वर्ग मीटर से ज़्यादा है।",
  "calculators.pmay.reason.owns_pucca_house": "परिवार में किसी के पास भारत में पहले से पक्का मकान है।",
  "calculators.pmay.reason.prior_housing_benefit":
    "परिवार को पहले किसी सरकारी आवास योजना का लाभ मिल चुका है।",
  "calculators.pmay.reason.not_urban": "घर किसी शहर या क़स्बे में नहीं है।",
  "calculators.pmay.reason.sanctioned_before_2024_09_01": "लोन 1 सितंबर 2024 से पहले मंज़ूर हुआ था।",
  "calculators.pmay.rulesHeading": "योजना के नियम",
  "calculators.pmay.rule.family":
    "सालाना ₹9,00,000 तक की आमदनी वाले परिवार (पति, पत्नी और अविवाहित बच्चे) के लिए: EWS ₹3,00,000 तक, LIG ₹6,00,000 तक, MIG ₹9,00,000 तक।",
  "calculators.pmay.rule.home":
    "शहर या क़स्बे में ₹35,00,000 तक की कीमत और 120 वर्ग मीटर तक के कारपेट एरिया वाले घर के लिए, जो 1 सितंबर 2024 या उसके बाद मंज़ूर हुए ₹25,00,000 तक के होम लोन से ख़रीदा या बनाया जाए।",
  "calculators.pmay.rule.firstHome":
    "परिवार में किसी के पास भारत में कहीं पक्का मकान न हो, और परिवार को पहले किसी सरकारी आवास योजना का लाभ न मिला हो।",
  "calculators.pmay.rule.subsidy":
    "सब्सिडी लोन के पहले ₹8,00,000 पर 4% सालाना है, 12 साल तक: ज़्यादा से ज़्यादा ₹1,80,000, जो लोन खाते में 5 सालाना किस्तों में आती है।",
  "calculators.pmay.rule.apply":
    "आवेदन आपके बैंक या हाउसिंग फ़ाइनेंस कंपनी के ज़रिए होता है, और फ़ैसला योजना करती है। यह जाँच एक अनुमान है, वह फ़ैसला नहीं।",
  "calculators.pmay.ministryLink": "आवास और शहरी कार्य मंत्रालय की साइट पर योजना के दिशानिर्देश",

  // ---- cost of buying ----
  "calculators.costOfBuying.title": "घर ख़रीदने में असल में कितना ख़र्च होता है?",
  "calculators.costOfBuying.intro":
    "डाउन पेमेंट के अलावा ख़रीदार निर्माणाधीन घर पर GST, राज्य की स्टांप ड्यूटी और रजिस्ट्रेशन फ़ीस, और बैंक की प्रोसेसिंग फ़ीस देता है। देखें कि लोन के ऊपर आपको कितनी नक़द रकम चाहिए।",
  "calculators.costOfBuying.field.price": "घर की कीमत (₹)",
  "calculators.costOfBuying.field.status": "घर की स्थिति",
  "calculators.costOfBuying.status.under_construction": "निर्माणाधीन",
  "calculators.costOfBuying.status.ready": "रहने के लिए तैयार",
  "calculators.costOfBuying.field.carpetArea": "कारपेट एरिया (वर्ग मीटर)",
  "calculators.costOfBuying.hint.carpetArea": "निर्माणाधीन घर के लिए ज़रूरी",
  "calculators.costOfBuying.field.metro": "क्या घर मेट्रो शहर में है?",
  "calculators.costOfBuying.hint.metro": "बेंगलुरु, चेन्नई, दिल्ली NCR, हैदराबाद, कोलकाता या मुंबई",
  "calculators.costOfBuying.field.stampDuty": "स्टांप ड्यूटी (कीमत का %)",
  "calculators.costOfBuying.hint.stampDuty": "आपके राज्य की दर, 0 से 12",
  "calculators.costOfBuying.field.registration": "रजिस्ट्रेशन फ़ीस (कीमत का %)",
  "calculators.costOfBuying.field.registrationCap": "रजिस्ट्रेशन फ़ीस की सीमा (₹, ज़रूरी नहीं)",
  "calculators.costOfBuying.hint.registrationCap": "अगर आपके राज्य में फ़ीस की ऊपरी सीमा है",
  "calculators.costOfBuying.field.loanAmount": "लोन की रकम (₹, ज़रूरी नहीं)",
  "calculators.costOfBuying.hint.loanAmount": "ख़ाली छोड़ें तो जितना ज़्यादा से ज़्यादा लोन मिल सकता है",
  "calculators.costOfBuying.field.processingFee": "बैंक की प्रोसेसिंग फ़ीस (₹)",
  "calculators.costOfBuying.cashNeeded": "आपको कितनी नक़द रकम चाहिए",
  "calculators.costOfBuying.totalCost": "घर का कुल ख़र्च",
  "calculators.costOfBuying.loan": "लोन",
  "calculators.costOfBuying.maxLoan": "ज़्यादा से ज़्यादा लोन",
  "calculators.costOfBuying.downPayment": "डाउन पेमेंट",
  "calculators.costOfBuying.gst": "GST ({rate}%)",
  "calculators.costOfBuying.stampDuty": "स्टांप ड्यूटी",
  "calculators.costOfBuying.registration": "रजिस्ट्रेशन",
  "calculators.costOfBuying.fees": "प्रोसेसिंग फ़ीस",
  "calculators.costOfBuying.chartHeading": "नक़द रकम कहाँ जाती है",
  "calculators.costOfBuying.chartLabel":
    "आपको {total} नक़द चाहिए: डाउन पेमेंट {down}, GST {gst}, स्टांप ड्यूटी {stamp}, रजिस्ट्रेशन {registration}, प्रोसेसिंग फ़ीस {fees}",
  "calculators.costOfBuying.loanAboveMax":
    "इस कीमत पर RBI की लोन-टू-वैल्यू सीमा के हिसाब से लोन ज़्यादा से ज़्यादा {max} हो सकता है।",
  "calculators.costOfBuying.gstRule":
    "GST: कंप्लीशन सर्टिफ़िकेट वाले तैयार घर पर कुछ नहीं। निर्माणाधीन घर पर किफ़ायती आवास के लिए कीमत का 1% (कीमत ₹45,00,000 तक और कारपेट एरिया मेट्रो शहर में 60 वर्ग मीटर, बाक़ी जगह 90 वर्ग मीटर तक), नहीं तो 5%।",
  "calculators.costOfBuying.ltvRule":
    "RBI की लोन-टू-वैल्यू सीमा: ₹30 लाख तक के लोन पर कीमत का 90%, ₹75 लाख तक 80%, उससे ऊपर 75%। ₹10 लाख तक के घर में स्टांप ड्यूटी और रजिस्ट्रेशन भी कीमत में गिने जाते हैं।",
  "calculators.costOfBuying.stateRule":
    "स्टांप ड्यूटी और रजिस्ट्रेशन हर राज्य में अलग हैं, और कुछ राज्य महिला ख़रीदारों से कम लेते हैं: अपने राज्य की दरें देख लें।",

  // ---- the rates table ----
  "calculators.rates.title": "सभी बैंकों की होम लोन ब्याज दरें",
  "calculators.rates.intro":
    "हर बैंक की सबसे कम और सबसे ज़्यादा ब्याज दर, प्रोसेसिंग फ़ीस और सबसे लंबी अवधि, और उसकी सबसे कम दर पर 20 साल के लिए हर ₹1 लाख पर EMI।",
  "calculators.rates.caption": "होम लोन ब्याज दरें, क्रम से",
  "calculators.rates.captionSorted": "होम लोन ब्याज दरें, क्रम: {sort}",
  "calculators.rates.sortBy": "किस क्रम में देखें",
  "calculators.rates.column.bank": "बैंक",
  "calculators.rates.column.rate": "ब्याज दर (% सालाना)",
  "calculators.rates.column.fee": "प्रोसेसिंग फ़ीस",
  "calculators.rates.column.tenure": "सबसे लंबी अवधि",
  "calculators.rates.column.emi": "हर ₹1 लाख पर EMI (20 साल)",
  "calculators.rates.column.asOf": "जाँच की तारीख़",
  "calculators.rates.column.actions": "पात्रता जाँचें",
  "calculators.rates.sort.rateAsc": "सबसे कम दर पहले",
  "calculators.rates.sort.rateDesc": "सबसे ज़्यादा दर पहले",
  "calculators.rates.sort.maxAsc": "सबसे कम ऊपरी दर पहले",
  "calculators.rates.sort.name": "बैंक का नाम",
  "calculators.rates.apply": "लागू करें",
  "calculators.rates.check": "{name} के साथ पात्रता जाँचें",
  "calculators.rates.workItOut": "चुनने से पहले",
  "calculators.rates.note":
    "दरें सांकेतिक हैं और अक्सर बदलती हैं; हर बैंक की पंक्ति में वह तारीख़ दी गई है जब उसे जाँचा गया था।",
  "calculators.rates.offers":
    "अपने लोन के लिए दरें चाहिए? <0>उस पर हर पार्टनर बैंक का ऑफ़र देखें</0>, APR के क्रम में, और मना करने वालों की वजहें भी।",
  "calculators.rates.tenureUpTo": "{years} साल तक",
  "calculators.rates.fee.percent": "लोन की रकम का {pct}",
  "calculators.rates.fee.upTo": "लोन की रकम का {pct} तक",
  "calculators.rates.fee.orHigher": "{fee} या {amount}, जो भी ज़्यादा हो",
  "calculators.rates.fee.minimum": "{fee}, कम से कम {amount}",
  "calculators.rates.fee.andMaximum": "{fee} और ज़्यादा से ज़्यादा {amount}",
  "calculators.rates.fee.maximum": "{fee}, ज़्यादा से ज़्यादा {amount}",
  "calculators.rates.fee.plusGst": "{fee} + GST",
  "calculators.rates.fee.commaPlusGst": "{fee} + GST",
} satisfies Record<keyof typeof en, string>;
