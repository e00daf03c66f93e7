import type { WizardField } from "../../domain/eligibility/fields.ts";
import { YES_NO } from "../../domain/enums.ts";
import { RadioGroup } from "./radio-group.tsx";

export interface YesNoFieldProps {
  idPrefix: string;
  field: WizardField;
  legend: string;
  value: string;
  error?: string;
  hint?: string;
  onChange?: (field: WizardField, value: string) => void;
}

/**
 * A yes/no question: two radios with the values "yes" and "no" (docs/product/forms.md "The
 * eligibility wizard's form contract").
 */
export function YesNoField(props: YesNoFieldProps) {
  return <RadioGroup {...props} options={YES_NO} inline />;
}
