// Hindi SEO records, one for every English record of seed-data/seo.ts (docs/product/pages.md
// "Hindi", ADR 022). Written per kind of page (home, bank, projects, calculators, …) in Hindi as
// people read it online: loan words Indians use (होम लोन, EMI, CIBIL, प्रोसेसिंग फ़ीस) stay, bank
// names stay as they are, amounts keep Latin digits. JSON-LD carries "inLanguage": "hi-IN" and /hi
// paths, which the SEO module turns into absolute URLs when a page is rendered. Like the English
// seed, it only inserts what is missing, so admin edits of a Hindi record survive a restart.

import type { Kysely } from "kysely";
import { CITIES, citySlug } from "../domain/enums.ts";
import bankHi from "../i18n/hi/bank.ts";
import { getDb } from "./db.server.ts";
import type { Database } from "./schema.ts";
import { BANK_SEED } from "./seed-data/banks.ts";
import { SEO_SEED, SHORT_NAMES } from "./seed-data/seo.ts";
import type { SeoLocale } from "./seed-data/seo-shapes.ts";
import { breadcrumbs, CONTEXT, calculatorPage, SITE, webPage } from "./seed-data/seo-shapes.ts";
import type { SeoSeed } from "./seed-data/types.ts";

const IN_LANGUAGE = "hi-IN";

/** The Hindi path of an English one: "/" → "/hi", "/loan/sbi" → "/hi/loan/sbi". */
const hi = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

/** A city's Hindi name by its slug, as the bank pages' city picker shows it. */
const cityNameHi = (slug: string) => {
  const city = CITIES.find((c) => citySlug(c) === slug);
  return city && bankHi[`bank.city.${city}`];
};

const HOME_CRUMB: [string, string] = ["होम", "/hi"];

const HI: SeoLocale = {
  path: hi,
  inLanguage: IN_LANGUAGE,
  homeCrumb: HOME_CRUMB,
  calculatorsCrumb: "कैलकुलेटर",
  browserRequirements: "किसी भी ब्राउज़र में चलता है, JavaScript के साथ या उसके बिना।",
};

function simplePage(page: string, path: string, title: string, description: string, name: string) {
  return {
    page,
    path: hi(path),
    meta_title: `${title} | ${SITE}`,
    meta_description: description,
    schema_json: { "@context": CONTEXT, ...webPage(HI, hi(path), name, description) },
  };
}

const HOME: SeoSeed = {
  page: "home",
  path: "/hi",
  meta_title: `${SITE}: होम लोन की तुलना करें, EMI और पात्रता जानें`,
  meta_description:
    "SBI, HDFC, ICICI, Axis और दूसरे बैंकों की होम लोन ब्याज दरों की तुलना करें। अपनी EMI निकालें, कुछ ही मिनटों में पात्रता जाँचें और मुफ़्त में आवेदन करें।",
  schema_json: {
    "@context": CONTEXT,
    "@graph": [
      {
        "@type": "WebSite",
        "@id": "/hi#website",
        url: "/hi",
        name: SITE,
        inLanguage: IN_LANGUAGE,
        publisher: { "@id": "/#organization" },
      },
      {
        "@type": "FinancialService",
        "@id": "/#organization",
        name: SITE,
        url: "/hi",
        description: "भारत के प्रमुख बैंकों के होम लोन की तुलना करें, अपनी EMI निकालें और पात्रता जाँचें।",
        areaServed: { "@type": "Country", name: "India" },
        currenciesAccepted: "INR",
      },
    ],
  },
};

function bankPage(slug: string): SeoSeed | undefined {
  const bank = BANK_SEED.find((b) => b.slug === slug);
  if (!bank) return undefined;
  const short = SHORT_NAMES[bank.slug] ?? bank.name;
  const path = hi(`/loan/${bank.slug}`);
  const from = bank.interest_rate.split(/\s*[–-]\s*/)[0];
  const description = `${bank.name} होम लोन ${from} सालाना से (अनुमानित)। फ़ीस और अवधि की तुलना करें, अपनी EMI निकालें और पात्रता जाँचें।`;
  return {
    page: `loan-${bank.slug}`,
    path,
    meta_title: `${short} होम लोन: ब्याज दर, EMI और पात्रता | ${SITE}`,
    meta_description: description,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        {
          "@type": "LoanOrCredit",
          name: `${bank.name} होम लोन`,
          url: path,
          inLanguage: IN_LANGUAGE,
          loanType: "होम लोन",
          currency: "INR",
          provider: { "@type": "BankOrCreditUnion", name: bank.name },
          description: `${bank.name} से घर ख़रीदने, बनवाने या रेनोवेशन के लिए होम लोन।`,
        },
        breadcrumbs([HOME_CRUMB, [`${bank.name} होम लोन`, path]]),
      ],
    },
  };
}

const PROJECTS: SeoSeed = {
  page: "projects",
  path: "/hi/projects",
  meta_title: `शहर के हिसाब से बैंक-अप्रूव्ड हाउसिंग प्रोजेक्ट | ${SITE}`,
  meta_description:
    "मुंबई, बेंगलुरु, दिल्ली, पुणे, हैदराबाद, चेन्नई और कोलकाता में SBI, HDFC, ICICI, Axis, PNB और दूसरे बैंकों से अप्रूव्ड हाउसिंग प्रोजेक्ट खोजें।",
  schema_json: {
    "@context": CONTEXT,
    "@graph": [
      {
        "@type": "CollectionPage",
        url: "/hi/projects",
        name: "बैंक-अप्रूव्ड हाउसिंग प्रोजेक्ट",
        inLanguage: IN_LANGUAGE,
      },
      breadcrumbs([HOME_CRUMB, ["अप्रूव्ड प्रोजेक्ट", "/hi/projects"]]),
    ],
  },
};

function projectPage(bankSlug: string, city: string): SeoSeed | undefined {
  const bank = BANK_SEED.find((b) => b.slug === bankSlug);
  const cityName = cityNameHi(city);
  if (!bank || !cityName) return undefined;
  const short = SHORT_NAMES[bank.slug] ?? bank.name;
  const path = hi(`/loan/${bank.slug}/projects/${city}`);
  return {
    page: `projects-${bank.slug}-${city}`,
    path,
    meta_title: `${cityName} में ${short} अप्रूव्ड प्रोजेक्ट | ${SITE}`,
    meta_description: `${cityName} में ${bank.name} से होम लोन के लिए अप्रूव्ड हाउसिंग प्रोजेक्ट: बिल्डर, लोकेशन, BHK और अनुमानित कीमतें।`,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        {
          "@type": "CollectionPage",
          url: path,
          name: `${cityName} में ${bank.name} से अप्रूव्ड प्रोजेक्ट`,
          inLanguage: IN_LANGUAGE,
          about: { "@type": "BankOrCreditUnion", name: bank.name },
        },
        breadcrumbs([
          HOME_CRUMB,
          [`${bank.name} होम लोन`, hi(`/loan/${bank.slug}`)],
          [`${cityName} में अप्रूव्ड प्रोजेक्ट`, path],
        ]),
      ],
    },
  };
}

const OTHER_PAGES: SeoSeed[] = [
  simplePage(
    "eligibility-form",
    "/eligibility-form",
    "कुछ ही मिनटों में होम लोन पात्रता जाँचें",
    "प्रॉपर्टी, अपनी आय और ख़र्चों के बारे में कुछ सवालों के जवाब दें और जानें कि आपको लोन मिल सकता है या नहीं और आपकी अनुमानित EMI कितनी होगी। मुफ़्त, आपके क्रेडिट स्कोर पर कोई असर नहीं।",
    "होम लोन पात्रता जाँच",
  ),
  simplePage(
    "privacy",
    "/privacy",
    "निजता सूचना",
    `डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023 के तहत ${SITE} आपका पर्सनल डेटा कैसे लेता है, कैसे इस्तेमाल करता है और कैसे सुरक्षित रखता है, और आप अपने अधिकारों का इस्तेमाल कैसे कर सकते हैं।`,
    "निजता सूचना",
  ),
  {
    page: "grievance",
    path: "/hi/grievance",
    meta_title: `शिकायत निवारण | ${SITE}`,
    meta_description: `किसी पूछताछ, अपने डेटा या किसी बैंक के बारे में ${SITE} के शिकायत अधिकारी से शिकायत करें। 30 दिनों के अंदर जवाब; उसके बाद RBI का शिकायत पोर्टल।`,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(HI, "/hi/grievance", "शिकायत निवारण", `${SITE} के शिकायत अधिकारी और शिकायत फ़ॉर्म।`),
        breadcrumbs([HOME_CRUMB, ["शिकायत निवारण", "/hi/grievance"]]),
      ],
    },
  },
  {
    page: "partners",
    path: "/hi/partners",
    meta_title: `हमारे पार्टनर बैंक और हमारी कमाई | ${SITE}`,
    meta_description: `${SITE} किन बैंकों के साथ काम करता है और हमें पैसा कैसे मिलता है: लोन डिस्बर्स होने पर बैंक से फ़ीस, आपसे कुछ नहीं। बैंक आप चुनते हैं।`,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(HI, "/hi/partners", "हमारे पार्टनर और हमें पैसा कैसे मिलता है", `${SITE} के पार्टनर बैंक।`),
        breadcrumbs([HOME_CRUMB, ["हमारे पार्टनर", "/hi/partners"]]),
      ],
    },
  },
  {
    page: "offers",
    path: "/hi/offers",
    meta_title: `हर पार्टनर बैंक के होम लोन ऑफ़र | ${SITE}`,
    meta_description:
      "अपने लोन पर हर पार्टनर बैंक का होम लोन ऑफ़र एक साथ देखें, सिर्फ़ APR के क्रम में, हर बैंक के की फ़ैक्ट स्टेटमेंट के साथ, और यह भी कि बाक़ी ने मना क्यों किया।",
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          HI,
          "/hi/offers",
          "हर पार्टनर बैंक के होम लोन ऑफ़र",
          "आपके लोन पर हर पार्टनर बैंक का ऑफ़र, APR के क्रम में।",
        ),
        breadcrumbs([HOME_CRUMB, ["होम लोन ऑफ़र", "/hi/offers"]]),
      ],
    },
  },
  {
    page: "how-we-match",
    path: "/hi/how-we-match",
    meta_title: `हम आपको बैंकों से कैसे मिलाते हैं | ${SITE}`,
    meta_description: `${SITE} हर बैंक के कौन-से नियम जाँचता है, APR कैसे निकाला जाता है, कौन-से बैंक शामिल हैं और उनकी पॉलिसी। क्रम सिर्फ़ APR से; कोई पैसे देकर ऊपर नहीं आता।`,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          HI,
          "/hi/how-we-match",
          "हम आपको बैंकों से कैसे मिलाते हैं",
          "ऑफ़र के पीछे का तरीक़ा: हर नियम, APR और बैंक।",
        ),
        breadcrumbs([
          HOME_CRUMB,
          ["होम लोन ऑफ़र", "/hi/offers"],
          ["हम मिलान कैसे करते हैं", "/hi/how-we-match"],
        ]),
      ],
    },
  },
  {
    page: "my-loan",
    path: "/hi/my-loan",
    meta_title: `मेरा लोन: अगले रेपो रीसेट पर आपकी EMI | ${SITE}`,
    meta_description:
      "अपना फ़्लोटिंग रेट होम लोन सेव करें: रेपो रेट का अगला रीसेट आपकी EMI और अवधि पर क्या असर डालेगा, और बैलेंस ट्रांसफ़र फ़ायदेमंद है या नहीं।",
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          HI,
          "/hi/my-loan",
          "मेरा लोन",
          "रेपो रेट का अगला रीसेट आपके होम लोन की EMI या अवधि पर क्या असर डालेगा।",
        ),
        breadcrumbs([HOME_CRUMB, ["मेरा लोन", "/hi/my-loan"]]),
      ],
    },
  },
  simplePage(
    "register",
    "/register",
    "अपना मुफ़्त अकाउंट बनाएँ",
    `${SITE} पर रजिस्टर करें: अपनी पात्रता जाँच सेव करें, होम लोन पूछताछ ट्रैक करें और हमारी टीम से जुड़े रहें।`,
    "अकाउंट बनाएँ",
  ),
  simplePage(
    "login",
    "/login",
    "साइन इन करें",
    `अपनी होम लोन पूछताछ और पात्रता जाँच देखने के लिए अपने ${SITE} अकाउंट में साइन इन करें।`,
    "साइन इन",
  ),
];

const CALCULATOR_PAGES: SeoSeed[] = [
  {
    page: "calculators",
    path: "/hi/calculators",
    meta_title: `होम लोन कैलकुलेटर: EMI, पात्रता, टैक्स | ${SITE}`,
    meta_description:
      "मुफ़्त होम लोन कैलकुलेटर: पूरे शेड्यूल के साथ EMI, आपको कितना लोन मिल सकता है, प्रीपेमेंट और बैलेंस ट्रांसफ़र से बचत, टैक्स में फ़ायदा, और हर बैंक की ब्याज दरें।",
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(HI, "/hi/calculators", "होम लोन कैलकुलेटर", "पाँच मुफ़्त होम लोन कैलकुलेटर।"),
        breadcrumbs([HOME_CRUMB, ["कैलकुलेटर", "/hi/calculators"]]),
      ],
    },
  },
  calculatorPage(
    HI,
    "emi",
    "शेड्यूल के साथ होम लोन EMI कैलकुलेटर",
    "अपनी होम लोन EMI, कुल ब्याज और महीने-दर-महीने भुगतान का शेड्यूल निकालें। शेड्यूल CSV में डाउनलोड करें।",
    "होम लोन EMI कैलकुलेटर",
    [
      [
        "होम लोन की EMI कैसे निकाली जाती है?",
        "EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), जहाँ P लोन की रक़म है, r सालाना ब्याज दर को 1,200 से भाग देकर मिलता है और n महीनों की संख्या है।",
      ],
      [
        "₹25 लाख के लोन पर 6.7% ब्याज और 20 साल की अवधि में EMI कितनी होगी?",
        "₹18,935 महीना, रुपये तक राउंड करके।",
      ],
    ],
  ),
  calculatorPage(
    HI,
    "eligibility",
    "मुझे कितना होम लोन मिल सकता है? कैलकुलेटर",
    "देखें कि आपकी आय (FOIR) और प्रॉपर्टी पर RBI की लोन-टू-वैल्यू सीमा के हिसाब से आपको ज़्यादा से ज़्यादा कितना होम लोन मिल सकता है, और कितना डाउन पेमेंट चाहिए।",
    "होम लोन पात्रता कैलकुलेटर",
    [
      [
        "बैंक प्रॉपर्टी की कीमत का कितना हिस्सा लोन में दे सकता है?",
        "RBI के नियमों के अनुसार ₹30 लाख तक की प्रॉपर्टी पर 90%, ₹75 लाख तक 80% और उससे ऊपर 75% तक।",
      ],
      [
        "FOIR क्या है?",
        "आपकी महीने की नेट आय का वह हिस्सा जो आपकी सारी EMI मिलाकर ले सकती हैं; बैंक आम तौर पर लगभग 50% तक मानते हैं।",
      ],
    ],
  ),
  calculatorPage(
    HI,
    "prepayment",
    "होम लोन प्रीपेमेंट कैलकुलेटर",
    "देखें कि एकमुश्त रक़म या हर महीने थोड़ा ज़्यादा भुगतान करने से आपके होम लोन पर कितना ब्याज और कितने महीने बचते हैं, चाहे आप अवधि घटाएँ या EMI।",
    "होम लोन प्रीपेमेंट कैलकुलेटर",
    [
      [
        "क्या फ़्लोटिंग रेट होम लोन का प्रीपेमेंट करने पर चार्ज लगता है?",
        "RBI के 2025 के निर्देशों के अनुसार 1 जनवरी 2026 से मंज़ूर या रिन्यू हुए, व्यक्तियों के फ़्लोटिंग रेट लोन पर कोई प्रीपेमेंट चार्ज नहीं लगता।",
      ],
    ],
  ),
  calculatorPage(
    HI,
    "balance-transfer",
    "होम लोन बैलेंस ट्रांसफ़र कैलकुलेटर",
    "क्या होम लोन को कम ब्याज दर वाले बैंक में ले जाना फ़ायदेमंद है? EMI में बचत, फ़ीस के बाद की असली बचत और वह महीना देखें जब ट्रांसफ़र का ख़र्च निकल आता है।",
    "होम लोन बैलेंस ट्रांसफ़र कैलकुलेटर",
    [
      [
        "बैलेंस ट्रांसफ़र कब फ़ायदेमंद है?",
        "जब बचे हुए महीनों में बचने वाला ब्याज प्रोसेसिंग फ़ीस और दूसरे एक बार के ख़र्चों से ज़्यादा हो।",
      ],
    ],
  ),
  calculatorPage(
    HI,
    "tax-benefit",
    "होम लोन टैक्स बेनिफ़िट कैलकुलेटर: पुरानी बनाम नई व्यवस्था",
    "पुरानी और नई टैक्स व्यवस्था में होम लोन से कितना टैक्स बचता है, इसका अनुमान लगाएँ: ब्याज (24(b) / 22(2)) और मूलधन (80C / 123), ख़ुद रहने वाला या किराए पर दिया घर।",
    "होम लोन टैक्स बेनिफ़िट कैलकुलेटर",
    [
      [
        "ख़ुद रहने वाले घर पर कितने ब्याज की कटौती मिल सकती है?",
        "पुरानी व्यवस्था में साल में ₹2,00,000 तक; नई व्यवस्था में कुछ नहीं।",
      ],
    ],
  ),
  calculatorPage(
    HI,
    "pmay",
    "PMAY-U 2.0 ब्याज सब्सिडी पात्रता जाँच",
    "जाँचें कि आपके होम लोन पर प्रधानमंत्री आवास योजना – शहरी 2.0 की ब्याज सब्सिडी मिलेगी या नहीं: आय वर्ग (EWS, LIG, MIG), न मिलने की हर वजह, और ₹1,80,000 तक की सब्सिडी।",
    "PMAY-U 2.0 ब्याज सब्सिडी जाँच",
    [
      [
        "PMAY-U 2.0 की ब्याज सब्सिडी किसे मिलती है?",
        "सालाना ₹9 लाख तक कमाने वाले उन परिवारों को जिनके पास भारत में पक्का मकान नहीं है, और जो 1 सितंबर 2024 से मंज़ूर ₹25 लाख तक के लोन से ₹35 लाख तक (120 वर्ग मीटर तक) का घर ख़रीदते या बनाते हैं।",
      ],
      [
        "सब्सिडी कितनी है?",
        "लोन के पहले ₹8 लाख पर 12 साल तक 4% सालाना: ज़्यादा से ज़्यादा ₹1,80,000, 5 सालाना किस्तों में।",
      ],
    ],
  ),
  calculatorPage(
    HI,
    "cost-of-buying",
    "घर ख़रीदने का ख़र्च: GST, स्टांप ड्यूटी और नक़द",
    "घर ख़रीदने का असली ख़र्च निकालें: निर्माणाधीन घर पर GST, स्टांप ड्यूटी, रजिस्ट्रेशन, RBI की सीमा के हिसाब से मिलने वाला लोन और उसके अलावा ज़रूरी नक़द रकम।",
    "घर ख़रीदने का ख़र्च कैलकुलेटर",
    [
      [
        "क्या रहने के लिए तैयार घर पर GST लगता है?",
        "नहीं। GST निर्माणाधीन घर पर लगता है: किफ़ायती आवास पर कीमत का 1%, बाक़ी पर 5%।",
      ],
    ],
  ),
  {
    page: "home-loan-interest-rates",
    path: "/hi/home-loan-interest-rates",
    meta_title: `हर बैंक की होम लोन ब्याज दरें | ${SITE}`,
    meta_description:
      "SBI, HDFC, ICICI, Axis और दूसरे बैंकों की होम लोन ब्याज दरें एक साथ: सबसे कम और सबसे ज़्यादा दर, प्रोसेसिंग फ़ीस, अवधि और हर ₹1 लाख पर EMI।",
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          HI,
          "/hi/home-loan-interest-rates",
          "होम लोन ब्याज दरें",
          "हर बैंक की होम लोन ब्याज दरें एक साथ।",
        ),
        breadcrumbs([HOME_CRUMB, ["होम लोन ब्याज दरें", "/hi/home-loan-interest-rates"]]),
      ],
    },
  },
];

const BY_PAGE = new Map<string, SeoSeed>(
  [HOME, PROJECTS, ...OTHER_PAGES, ...CALCULATOR_PAGES].map((r) => [r.page, r]),
);

/** The Hindi record of an English page key, or undefined for a kind of page it does not know. */
export function hindiSeoRecord(page: string): SeoSeed | undefined {
  const fixed = BY_PAGE.get(page);
  if (fixed) return fixed;
  const loan = /^loan-([a-z0-9]+)$/.exec(page);
  if (loan) return bankPage(loan[1] as string);
  const project = /^projects-([a-z0-9]+)-([a-z0-9]+)$/.exec(page);
  if (project) return projectPage(project[1] as string, project[2] as string);
  return undefined;
}

/** One Hindi record for every English seed record, in the same order. */
export const SEO_SEED_HI: SeoSeed[] = SEO_SEED.map((english) => {
  const record = hindiSeoRecord(english.page);
  if (!record) throw new Error(`No Hindi SEO record for page "${english.page}"`);
  return record;
});

/** Inserts the Hindi records that are missing; never overwrites an edited one. */
export async function seedSeoHindi(db: Kysely<Database> = getDb()): Promise<void> {
  const sdb = db;
  const now = new Date().toISOString();
  const have = new Set(
    (
      await sdb.selectFrom("seo_translations").select("page").where("lang", "=", "hi").execute()
    ).map((r) => r.page),
  );
  const missing = SEO_SEED_HI.filter((record) => !have.has(record.page));
  for (let i = 0; i < missing.length; i += 50) {
    await sdb
      .insertInto("seo_translations")
      .values(
        missing.slice(i, i + 50).map((record) => ({
          page: record.page,
          lang: "hi",
          meta_title: record.meta_title,
          meta_description: record.meta_description,
          schema_json: JSON.stringify(record.schema_json),
          updated_at: now,
        })),
      )
      .execute();
  }
}
