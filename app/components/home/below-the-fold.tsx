// The home page's sections below its first screen, as one module that the page loads when the
// visitor reaches or touches one of them (its islands, docs/decisions/030-islands-hydrate-when-reached.md).
// The server renders them in the page as always; only their code waits.
export { BlogSlider } from "../blog-slider.tsx";
export { CallbackRequestForm } from "../callback-request-form.tsx";
export { CompareBanks } from "../compare-banks.tsx";
export { EmiCalculator } from "../emi-calculator.tsx";
export { GetInTouch } from "./get-in-touch.tsx";
export { HomeFaq } from "./home-faq.tsx";
export { LoanTabs } from "./loan-tabs.tsx";
export { ProcessSteps } from "./process-steps.tsx";
export { LeadSection } from "./section-heading.tsx";
export { ServiceExplainer } from "./service-explainer.tsx";
export { WhyChooseUs } from "./why-choose-us.tsx";
