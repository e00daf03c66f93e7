// English messages of the "loan-file" namespace (see app/i18n/README.md): the borrower's view of
// their bank applications on /track and /account (docs/product/loan-file.md). Keys start with
// "loan-file.".
export default {
  "loan-file.title": "Your loan file with the banks",
  "loan-file.intro": "The banks we propose for your loan, and where each one stands.",
  "loan-file.none": "No bank yet. Your loan officer proposes banks after talking to you.",
  "loan-file.stage.proposed": "Waiting for your decision",
  "loan-file.stage.approved": "Approved by you",
  "loan-file.stage.declined": "Declined by you",
  "loan-file.stage.logged_in": "File logged in with the bank",
  "loan-file.stage.sanctioned": "Loan sanctioned",
  "loan-file.stage.disbursed": "Loan paid out",
  "loan-file.stage.rejected": "Not sanctioned by the bank",
  "loan-file.stage.withdrawn": "Withdrawn",
  "loan-file.history": "History",
  "loan-file.bankReference": "Bank's reference",
  "loan-file.sanctioned": "Sanctioned amount",
  "loan-file.rate": "Interest rate",
  "loan-file.rateValue": "{rate}% a year",
  "loan-file.chosenOffer":
    "You chose this lender from <0>your offers</0>: {amount} over {months} months at {rate}% a year, EMI {emi}, APR {apr}%.",
  "loan-file.fee": "Processing fee",
  "loan-file.validUntil": "Sanction valid until",
  "loan-file.tranches": "Paid out",
  "loan-file.tranche": "{amount} on {date}",
  "loan-file.paidInAll": "Paid out in all",
  "loan-file.verifyToDecide":
    "To approve or decline a bank, verify your mobile number with the code we send you. You then also see the amounts.",
  "loan-file.verifyToSee":
    "Verify your mobile number with the code we send you to see the amounts.",
  "loan-file.verified":
    "Mobile number verified. For the next 30 minutes you can approve or decline banks here.",
  "loan-file.accountOnly":
    "To approve or decline a bank, <0>sign in to your account</0> with the e-mail you applied with.",
  "loan-file.approveMeans":
    "Approve: {bank} receives your details and documents and assesses your loan.",
  "loan-file.declineMeans": "Decline: {bank} never sees your file. This cannot be undone.",
  "loan-file.approve": "Approve",
  "loan-file.decline": "Decline",
  "loan-file.approveLabel": "Approve {bank}",
  "loan-file.declineLabel": "Decline {bank}",
  "loan-file.didApprove": "You approved {bank}. It now receives your file.",
  "loan-file.didDecline": "You declined {bank}. It will not see your file.",
  "loan-file.documents.title": "Your documents",
  "loan-file.documents.intro":
    "Upload each document as a PDF, JPEG or PNG of at most 10 MB. Only our team sees them, and only the banks you approve receive them.",
  "loan-file.documents.status.pending": "Awaited",
  "loan-file.documents.status.received": "Received, being checked",
  "loan-file.documents.status.verified": "Verified",
  "loan-file.documents.status.rejected": "Not accepted: please upload it again",
  "loan-file.documents.reason": "Why: {reason}",
  "loan-file.documents.file": "Choose a file",
  "loan-file.documents.photo": "Or take a photo",
  "loan-file.documents.upload": "Upload",
  "loan-file.documents.uploading": "Uploading… {percent}%",
  "loan-file.documents.uploaded": "Thank you: we received your file.",
  "loan-file.documents.verifyToUpload":
    "Verify your mobile number with the code we send you to upload your documents here.",
  // Who has my data (docs/product/borrower-view.md)
  "loan-file.didWithdraw":
    "You stopped sharing your file with {bank}. We have asked the bank to stop processing it and erase it.",
  "loan-file.ledger.title": "Who has your data",
  "loan-file.ledger.intro":
    "Everything that happened to your file, oldest first: the banks it went to, the documents we received, the messages we sent you and the calls our team made.",
  "loan-file.ledger.none": "Nothing yet.",
  "loan-file.ledger.bank.approved": "Shared with {bank} (you approved it)",
  "loan-file.ledger.bank.logged_in": "{bank} logged your file in",
  "loan-file.ledger.bank.withdrawn": "You stopped sharing your file with {bank}",
  "loan-file.ledger.document": "Document received: {document}",
  "loan-file.ledger.channel.email": "E-mail",
  "loan-file.ledger.channel.sms": "SMS",
  "loan-file.ledger.step.documents": "{channel} sent to you: documents requested",
  "loan-file.ledger.step.proposed": "{channel} sent to you: {bank} proposed",
  "loan-file.ledger.step.logged_in": "{channel} sent to you: file logged in with {bank}",
  "loan-file.ledger.step.sanctioned": "{channel} sent to you: loan sanctioned by {bank}",
  "loan-file.ledger.step.disbursed": "{channel} sent to you: loan paid out by {bank}",
  "loan-file.ledger.step.rejected": "{channel} sent to you: not sanctioned by {bank}",
  "loan-file.ledger.call": "Our team called you: {outcome}",
  "loan-file.ledger.savedLoan":
    "You saved your loan with {bank} on My loan: we keep it with this mobile number",
  "loan-file.ledger.savedLoanMessage": "{channel} sent to you: your saved loan with {bank}",
  "loan-file.ledger.outcome.connected": "we spoke",
  "loan-file.ledger.outcome.no_answer": "no answer",
  "loan-file.ledger.outcome.busy": "the line was busy",
  "loan-file.ledger.outcome.wrong_number": "wrong number",
  "loan-file.ledger.outcome.call_back_later": "you asked us to call back later",
  "loan-file.ledger.views":
    "{count, plural, =0 {Our team has not opened your file yet.} one {Our team opened your file # time.} other {Our team opened your file # times.}}",
  "loan-file.ledger.stopTitle": "Stop sharing with a bank",
  "loan-file.ledger.stopMeans":
    "{bank} stops processing your file and is asked to erase it. This cannot be undone.",
  "loan-file.ledger.stop": "Stop sharing",
  "loan-file.ledger.stopLabel": "Stop sharing my file with {bank}",
};
