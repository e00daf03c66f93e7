export interface BankSeed {
  slug: string;
  name: string;
  logo: string;
  purpose: string;
  interest_rate: string;
  max_loan: string;
  tenure: string;
  eligibility: string;
  payment_charges: string;
  processing_fee: string;
  pros: string[];
  cons: string[];
  documentation: string[];
  calculator_rate: number;
  rate_min: number;
  rate_max: number;
  as_of: string;
  description: string;
  brand_color: string;
}

export interface ProjectSeed {
  bank_slug: string;
  city: string;
  name: string;
  builder: string;
  location: string;
  bhk: string;
  price_range: string;
  image: string;
}

export interface SeoSeed {
  page: string;
  path: string;
  meta_title: string;
  meta_description: string;
  schema_json: unknown;
}
