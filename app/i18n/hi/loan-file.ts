// Hindi messages of the "loan-file" namespace: every key of ../en/loan-file.ts, written for Indian readers.
import type en from "../en/loan-file.ts";

export default {
  "loan-file.title": "बैंकों के पास आपकी लोन फ़ाइल",
  "loan-file.intro": "आपके लोन के लिए हमारे प्रस्तावित बैंक, और हर बैंक में आपकी फ़ाइल कहाँ तक पहुँची है।",
  "loan-file.none": "अभी कोई बैंक नहीं। आपसे बात करने के बाद आपके लोन अधिकारी बैंकों का प्रस्ताव देंगे।",
  "loan-file.stage.proposed": "आपके फ़ैसले का इंतज़ार",
  "loan-file.stage.approved": "आपने मंज़ूरी दी",
  "loan-file.stage.declined": "आपने मना किया",
  "loan-file.stage.logged_in": "फ़ाइल बैंक में लॉग-इन हुई",
  "loan-file.stage.sanctioned": "लोन सैंक्शन हुआ",
  "loan-file.stage.disbursed": "लोन की राशि जारी हुई",
  "loan-file.stage.rejected": "बैंक ने सैंक्शन नहीं किया",
  "loan-file.stage.withdrawn": "वापस लिया गया",
  "loan-file.history": "अब तक क्या हुआ",
  "loan-file.bankReference": "बैंक का रेफ़रेंस नंबर",
  "loan-file.sanctioned": "सैंक्शन राशि",
  "loan-file.rate": "ब्याज दर",
  "loan-file.rateValue": "{rate}% सालाना",
  "loan-file.chosenOffer":
    "आपने यह बैंक <0>अपने ऑफ़र</0> में से चुना: {amount}, {months} महीनों के लिए, {rate}% सालाना ब्याज, EMI {emi}, APR {apr}%.",
  "loan-file.fee": "प्रोसेसिंग फ़ीस",
  "loan-file.validUntil": "सैंक्शन इस तारीख़ तक मान्य",
  "loan-file.tranches": "जारी राशि",
  "loan-file.tranche": "{date} को {amount}",
  "loan-file.paidInAll": "कुल जारी राशि",
  "loan-file.verifyToDecide":
    "किसी बैंक को मंज़ूरी देने या मना करने के लिए, हमारे भेजे कोड से अपना मोबाइल नंबर वेरिफ़ाई करें। तब आपको राशियाँ भी दिखेंगी।",
  "loan-file.verifyToSee": "राशियाँ देखने के लिए हमारे भेजे कोड से अपना मोबाइल नंबर वेरिफ़ाई करें।",
  "loan-file.verified":
    "मोबाइल नंबर वेरिफ़ाई हो गया। अगले 30 मिनट तक आप यहीं बैंकों को मंज़ूरी दे सकते हैं या मना कर सकते हैं।",
  "loan-file.accountOnly":
    "किसी बैंक को मंज़ूरी देने या मना करने के लिए, आवेदन वाले ईमेल से <0>अपने अकाउंट में साइन इन करें</0>।",
  "loan-file.approveMeans":
    "मंज़ूरी: {bank} को आपकी जानकारी और दस्तावेज़ मिलेंगे और बैंक आपके लोन की जाँच करेगा।",
  "loan-file.declineMeans": "मना करें: {bank} आपकी फ़ाइल कभी नहीं देखेगा। यह फ़ैसला बदला नहीं जा सकता।",
  "loan-file.approve": "मंज़ूरी दें",
  "loan-file.decline": "मना करें",
  "loan-file.approveLabel": "{bank} को मंज़ूरी दें",
  "loan-file.declineLabel": "{bank} को मना करें",
  "loan-file.didApprove": "आपने {bank} को मंज़ूरी दी। अब बैंक को आपकी फ़ाइल मिलेगी।",
  "loan-file.didDecline": "आपने {bank} को मना किया। यह बैंक आपकी फ़ाइल नहीं देखेगा।",
  "loan-file.documents.title": "आपके दस्तावेज़",
  "loan-file.documents.intro":
    "हर दस्तावेज़ PDF, JPEG या PNG में अपलोड करें, ज़्यादा से ज़्यादा 10 MB। इन्हें सिर्फ़ हमारी टीम देखती है, और सिर्फ़ वे बैंक पाते हैं जिन्हें आप मंज़ूरी देते हैं।",
  "loan-file.documents.status.pending": "बाकी है",
  "loan-file.documents.status.received": "मिल गया, जाँच हो रही है",
  "loan-file.documents.status.verified": "वेरिफ़ाई हो गया",
  "loan-file.documents.status.rejected": "स्वीकार नहीं हुआ: कृपया फिर से अपलोड करें",
  "loan-file.documents.reason": "कारण: {reason}",
  "loan-file.documents.file": "फ़ाइल चुनें",
  "loan-file.documents.photo": "या फ़ोटो लें",
  "loan-file.documents.upload": "अपलोड करें",
  "loan-file.documents.uploading": "अपलोड हो रहा है… {percent}%",
  "loan-file.documents.uploaded": "धन्यवाद: हमें आपकी फ़ाइल मिल गई।",
  "loan-file.documents.verifyToUpload":
    "यहाँ अपने दस्तावेज़ अपलोड करने के लिए हमारे भेजे कोड से अपना मोबाइल नंबर वेरिफ़ाई करें।",
  // Who has my data (docs/product/borrower-view.md)
  "loan-file.didWithdraw":
    "आपने {bank} के साथ अपनी फ़ाइल शेयर करना रोक दिया। हमने बैंक से इसे प्रोसेस करना बंद करने और मिटाने को कहा है।",
  "loan-file.ledger.title": "आपका डेटा किसके पास है",
  "loan-file.ledger.intro":
    "आपकी फ़ाइल के साथ जो कुछ हुआ, पुराने से नए क्रम में: वह किन बैंकों को गई, हमें कौन-से दस्तावेज़ मिले, हमने आपको कौन-से मैसेज भेजे और हमारी टीम ने कब कॉल किया।",
  "loan-file.ledger.none": "अभी कुछ नहीं।",
  "loan-file.ledger.bank.approved": "{bank} के साथ शेयर की गई (आपकी मंज़ूरी से)",
  "loan-file.ledger.bank.logged_in": "{bank} ने आपकी फ़ाइल लॉग-इन की",
  "loan-file.ledger.bank.withdrawn": "आपने {bank} के साथ फ़ाइल शेयर करना रोका",
  "loan-file.ledger.document": "दस्तावेज़ मिला: {document}",
  "loan-file.ledger.channel.email": "ई-मेल",
  "loan-file.ledger.channel.sms": "SMS",
  "loan-file.ledger.step.documents": "आपको {channel} भेजा गया: दस्तावेज़ माँगे गए",
  "loan-file.ledger.step.proposed": "आपको {channel} भेजा गया: {bank} का प्रस्ताव",
  "loan-file.ledger.step.logged_in": "आपको {channel} भेजा गया: {bank} में फ़ाइल लॉग-इन हुई",
  "loan-file.ledger.step.sanctioned": "आपको {channel} भेजा गया: {bank} ने लोन सैंक्शन किया",
  "loan-file.ledger.step.disbursed": "आपको {channel} भेजा गया: {bank} ने लोन की रकम दी",
  "loan-file.ledger.step.rejected": "आपको {channel} भेजा गया: {bank} ने लोन सैंक्शन नहीं किया",
  "loan-file.ledger.call": "हमारी टीम ने आपको कॉल किया: {outcome}",
  "loan-file.ledger.savedLoan":
    "आपने {bank} वाला लोन 'मेरा लोन' पेज पर सेव किया: हम उसे इसी मोबाइल नंबर के साथ रखते हैं",
  "loan-file.ledger.savedLoanMessage": "{channel} आपको भेजा गया: {bank} वाले आपके सेव किए लोन के बारे में",
  "loan-file.ledger.outcome.connected": "बात हुई",
  "loan-file.ledger.outcome.no_answer": "जवाब नहीं मिला",
  "loan-file.ledger.outcome.busy": "लाइन व्यस्त थी",
  "loan-file.ledger.outcome.wrong_number": "गलत नंबर",
  "loan-file.ledger.outcome.call_back_later": "आपने बाद में कॉल करने को कहा",
  "loan-file.ledger.views":
    "{count, plural, =0 {हमारी टीम ने अभी तक आपकी फ़ाइल नहीं खोली है।} one {हमारी टीम ने आपकी फ़ाइल # बार खोली।} other {हमारी टीम ने आपकी फ़ाइल # बार खोली।}}",
  "loan-file.ledger.stopTitle": "किसी बैंक के साथ शेयर करना रोकें",
  "loan-file.ledger.stopMeans":
    "{bank} आपकी फ़ाइल प्रोसेस करना बंद करेगा और उससे इसे मिटाने को कहा जाएगा। यह वापस नहीं हो सकता।",
  "loan-file.ledger.stop": "शेयर करना रोकें",
  "loan-file.ledger.stopLabel": "{bank} के साथ मेरी फ़ाइल शेयर करना रोकें",
} satisfies Record<keyof typeof en, string>;
